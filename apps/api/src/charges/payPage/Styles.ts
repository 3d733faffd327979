/**
 * The pay page's styles: mobile first (one column, the QR as wide as the screen allows up to 300 px), text and
 * controls at WCAG AA contrast or better on white, a visible focus ring on every control.
 */
export const styles = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1f2b;background:#eef1f6}
a{color:#0b5394}
:focus-visible{outline:3px solid #0b5394;outline-offset:2px}
.top{display:flex;align-items:center;justify-content:space-between;gap:12px;max-width:480px;margin:0 auto;padding:12px 16px}
.brand{margin:0;font-weight:700;display:flex;align-items:center;gap:8px}
.logo{display:inline-grid;place-items:center;width:28px;height:28px;border-radius:8px;background:#0b5394;color:#fff}
.lang{display:flex;gap:12px}
.lang a{padding:4px 2px}
.lang a[aria-current="true"]{font-weight:700;color:#1a1f2b;text-decoration:none}
.card{max-width:480px;margin:0 auto 16px;padding:20px 16px;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.eyebrow{margin:0;color:#4a5468;font-size:.875rem;text-transform:uppercase;letter-spacing:.04em}
h1{margin:0 0 12px;font-size:1.5rem;line-height:1.25;overflow-wrap:anywhere}
h2{margin:8px 0;font-size:1.25rem}
dl{margin:0 0 16px}
.row{display:flex;justify-content:space-between;gap:12px;padding:6px 0;border-bottom:1px solid #dde2ea}
dt{color:#4a5468}
dd{margin:0;text-align:right;font-weight:600;overflow-wrap:anywhere;min-width:0}
#amount{font-size:1.25rem}
.qr-box{display:flex;justify-content:center;margin:8px 0}
#qr{width:100%;max-width:300px;height:auto;image-rendering:pixelated;border:1px solid #dde2ea;border-radius:8px}
.hint{color:#4a5468;font-size:.9375rem;margin:4px 0 12px}
label{display:block;font-weight:600;margin-top:8px}
.copy-row{display:flex;flex-direction:column;gap:8px;margin-top:4px}
input{width:100%;min-width:0;font:inherit;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.875rem;padding:10px;border:1px solid #6b7486;border-radius:8px;background:#f7f8fb;color:#1a1f2b}
button{font:inherit;font-weight:600;min-height:44px;padding:10px 16px;border:0;border-radius:8px;background:#0b5394;color:#fff;cursor:pointer}
button:hover{background:#083d6d}
.notice{min-height:1.5em;margin:4px 0;color:#1d6b33;font-weight:600}
.notice:focus{outline:none}
.expiry{margin:12px 0 4px}
#countdown{font-variant-numeric:tabular-nums;font-size:1.125rem}
.muted{color:#4a5468}
.status{margin:4px 0 0;padding:8px 12px;border-radius:8px;background:#fff6d6;color:#5c4400}
.outcome{color:#8a1c1c}
.outcome.ok{color:#1d6b33}
.receipt code{font-size:.8125rem;overflow-wrap:anywhere}
.delivery h3{margin:16px 0 8px;font-size:1.125rem}
.delivery ul{list-style:none;margin:0;padding:0}
.delivery li{padding:8px 0;border-top:1px solid #dde2ea}
.delivery h4{margin:0 0 6px;font-size:1rem}
.delivery .line{display:block;padding:10px;border-radius:8px;background:#f7f8fb;border:1px solid #6b7486;font-size:.9375rem;overflow-wrap:anywhere}
.button{display:inline-block;min-height:44px;padding:10px 16px;border-radius:8px;background:#0b5394;color:#fff;font-weight:600;text-decoration:none}
.rich{overflow-wrap:anywhere}
fieldset{border:0;margin:12px 0;padding:0}
legend{font-weight:700;margin-bottom:4px;padding:0}
.choice{display:flex;align-items:center;gap:8px;font-weight:400;min-height:44px}
.choice input{width:20px;height:20px;margin:0;accent-color:#0b5394}
.field{margin-bottom:8px}
.field input{font-family:inherit;font-size:1rem}
select{width:100%;min-height:44px;font:inherit;font-size:1rem;padding:8px 10px;border:1px solid #6b7486;border-radius:8px;background:#f7f8fb;color:#1a1f2b}
.coupon{margin:12px 0;padding:12px;border:1px dashed #6b7486;border-radius:8px}
.secondary{background:#fff;color:#0b5394;border:2px solid #0b5394;margin-top:8px}
.secondary:hover{background:#eef1f6}
.error{color:#8a1c1c;font-weight:600;margin:4px 0}
[aria-invalid="true"]{border-color:#8a1c1c;border-width:2px}
.errors{margin:12px 0;padding:12px;border:2px solid #8a1c1c;border-radius:8px;background:#fdf0f0}
.errors h2{margin:0 0 4px;font-size:1.0625rem;color:#8a1c1c}
.errors ul{margin:0;padding-left:20px}
.small{font-size:1rem;margin:12px 0 4px}
#pay-button{width:100%;margin-top:8px}
.foot{max-width:480px;margin:0 auto;padding:0 16px 24px;color:#4a5468;font-size:.875rem;text-align:center}
@media (min-width:640px){.card{padding:28px 32px}.copy-row{flex-direction:row}.copy-row button{flex:none}}
`
