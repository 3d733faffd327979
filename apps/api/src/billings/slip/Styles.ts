/**
 * The slip's styles. On screen: the pay pages' colours, the slip as a sheet up to 760 px wide, its boxes in one column
 * on a phone. On paper (A4, 10 mm margins): black on white, the page's own controls hidden, the receipt stub and the
 * ficha de compensação at their usual proportions, the barcode 103 mm by 13 mm with its quiet zones.
 */
export const slipStyles = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1f2b;background:#eef1f6}
a{color:#0b5394}
:focus-visible{outline:3px solid #0b5394;outline-offset:2px}
.top{display:flex;align-items:center;justify-content:space-between;gap:12px;max-width:760px;margin:0 auto;padding:12px 16px}
.brand{margin:0;font-weight:700}
.lang{display:flex;gap:12px}
.lang a{padding:4px 2px}
.lang a[aria-current="true"]{font-weight:700;color:#1a1f2b;text-decoration:none}
main{max-width:760px;margin:0 auto 16px;padding:16px;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{margin:0 0 8px;font-size:1.375rem;line-height:1.25;overflow-wrap:anywhere}
.intro p{margin:4px 0}
.status{margin:8px 0;padding:8px 12px;border-radius:8px;background:#fff6d6;color:#5c4400;font-weight:600}
.status.paid{background:#e3f4e8;color:#1d6b33}
.button{display:inline-block;min-height:44px;margin:8px 0;padding:10px 16px;border-radius:8px;background:#0b5394;color:#fff;font-weight:600;text-decoration:none}
.part{margin-top:16px}
.part h2{margin:0 0 4px;font-size:.8125rem;text-transform:uppercase;letter-spacing:.04em;color:#4a5468}
.bankbar{display:flex;align-items:flex-end;gap:0;border-bottom:2px solid #1a1f2b}
.bankbar>*{padding:4px 8px}
.bankname{font-weight:700;font-size:1.0625rem}
.bankcode{font-weight:700;font-size:1.375rem;border-left:2px solid #1a1f2b;border-right:2px solid #1a1f2b}
.line{flex:1;text-align:right;font-family:ui-monospace,Menlo,Consolas,monospace;font-weight:700;font-size:.9375rem;white-space:nowrap}
.boxes{display:grid;grid-template-columns:repeat(5,1fr) 28%;border-left:1px solid #1a1f2b}
.f{border-right:1px solid #1a1f2b;border-bottom:1px solid #1a1f2b;padding:2px 6px;min-height:2.6em;min-width:0}
.l{display:block;font-size:.6875rem;color:#4a5468}
.v{display:block;font-weight:600;overflow-wrap:anywhere}
.right .v,.money .v{text-align:right}
.s2{grid-column:span 2}.s3{grid-column:span 3}.s5{grid-column:span 5}.s6{grid-column:span 6}.r2{grid-row:span 2}
.f ul{margin:2px 0 0;padding-left:18px;font-weight:400}
.barcode-box{margin-top:8px;padding:0 12mm;background:#fff}
#barcode{display:block;width:min(100%,640px);height:64px}
.auth{margin:2px 0 0;text-align:right;font-size:.75rem;color:#4a5468}
.cut{margin:16px 0 0;border-top:2px dashed #4a5468;font-size:.6875rem;color:#4a5468;text-align:right}
.foot{max-width:760px;margin:0 auto 24px;padding:0 16px;color:#4a5468;font-size:.875rem}
@media (max-width:600px){.boxes{grid-template-columns:1fr}.s2,.s3,.s5,.s6{grid-column:auto}.r2{grid-row:auto}
.bankbar{flex-wrap:wrap}.line{flex-basis:100%;text-align:left;white-space:normal;overflow-wrap:anywhere}.barcode-box{padding:0 4mm}}
@page{size:A4;margin:10mm}
@media print{
body{background:#fff;color:#000;font-size:9pt}
.top,.intro,.foot,.screen{display:none}
main{max-width:none;margin:0;padding:0;box-shadow:none;border-radius:0}
.boxes{grid-template-columns:repeat(5,1fr) 28%}
.s2{grid-column:span 2}.s3{grid-column:span 3}.s5{grid-column:span 5}.s6{grid-column:span 6}.r2{grid-row:span 2}
.l,.auth,.cut,.part h2{color:#000}
.f,.bankbar,.bankcode,.boxes{border-color:#000}
.barcode-box{padding:0 0 0 5mm}
#barcode{width:103mm;height:13mm}
.part{break-inside:avoid}
}
`
