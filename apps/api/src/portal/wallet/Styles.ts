/**
 * The portal's style sheet. Colours keep a contrast of at least 4.5:1 on their backgrounds (the browser test runs
 * axe on both views); below 640 px the movements table becomes one two-line block per movement, so nothing scrolls
 * sideways on a phone.
 */
export const styles = `
  :root { --ink: #1b1f24; --muted: #57606a; --line: #d8dee4; --bg: #f4f6f8; --card: #fff; --brand: #0a5bb5;
    --brand-dark: #084a93; --ok: #116329; --ok-bg: #dafbe1; --wait: #7d4e00; --wait-bg: #fff1c7; --bad: #a40e26;
    --bad-bg: #ffe3e6; color-scheme: light; }
  * { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink);
    background: var(--bg); }
  [hidden] { display: none !important; }
  .wrap { max-width: 66rem; margin: 0 auto; padding: 0 1rem; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);
    white-space: nowrap; }
  .topbar { background: var(--card); border-bottom: 1px solid var(--line); }
  .topbar-inner { display: flex; align-items: center; justify-content: space-between; gap: 1rem; min-height: 3.5rem; }
  .brand { display: flex; align-items: center; gap: .6rem; margin: 0; font-size: .95rem; color: var(--muted); }
  .brand strong { color: var(--ink); font-size: 1.05rem; }
  .logo { display: inline-grid; place-items: center; width: 2rem; height: 2rem; border-radius: .5rem;
    background: var(--brand); color: #fff; font-weight: 700; }
  .lang { display: flex; border: 1px solid var(--line); border-radius: .5rem; overflow: hidden; flex-shrink: 0; }
  .lang button { margin: 0; border: 0; border-radius: 0; padding: .35rem .7rem; background: var(--card);
    color: var(--ink); font-weight: 500; font-size: .9rem; }
  .lang button[aria-pressed="true"] { background: var(--brand); color: #fff; }
  main.wrap { padding-top: 1.75rem; padding-bottom: 3rem; }
  h1 { font-size: 1.6rem; line-height: 1.25; margin: 0 0 .25rem; overflow-wrap: anywhere; }
  h2 { font-size: 1.1rem; margin: 0 0 .75rem; }
  p { margin: 0 0 .75rem; }
  .muted, caption, small { color: var(--muted); }
  .card { background: var(--card); border: 1px solid var(--line); border-radius: .75rem; padding: 1.5rem;
    margin-bottom: 1.25rem; }
  .narrow { max-width: 26rem; margin: 1.5rem auto; }
  label { display: block; font-weight: 600; margin: 1rem 0 .3rem; }
  input { width: 100%; font: inherit; padding: .6rem .75rem; border: 1px solid #8c959f; border-radius: .5rem;
    background: #fff; color: var(--ink); }
  input:focus, button:focus-visible { outline: 3px solid #54aeff; outline-offset: 1px; }
  .hint { display: block; font-size: .875rem; margin-top: .3rem; }
  button { font: inherit; font-weight: 600; cursor: pointer; border-radius: .5rem; padding: .6rem 1.1rem;
    border: 1px solid var(--brand); background: var(--brand); color: #fff; }
  button:hover { background: var(--brand-dark); }
  button:disabled { opacity: .7; cursor: progress; }
  button.secondary { background: var(--card); color: var(--ink); border-color: #8c959f; }
  button.secondary:hover { background: var(--bg); }
  button.link { background: none; border: 0; padding: .25rem 0; color: var(--brand); font-weight: 500;
    text-decoration: underline; }
  .form-actions { display: flex; flex-direction: column; gap: .75rem; margin-top: 1.5rem; }
  .form-actions button.link { align-self: center; }
  .msg { margin: 0 auto 1rem; max-width: 66rem; border-radius: .5rem; padding: .75rem 1rem; }
  .msg:empty { display: none; }
  .error { background: var(--bad-bg); color: var(--bad); border: 1px solid #ffc1c8; }
  .notice { background: var(--ok-bg); color: var(--ok); border: 1px solid #aceebb; }
  .dash-head { display: flex; flex-wrap: wrap; align-items: flex-end; justify-content: space-between; gap: 1rem;
    margin-bottom: 1.25rem; }
  .eyebrow { font-size: .8rem; font-weight: 600; letter-spacing: .06em; text-transform: uppercase;
    color: var(--muted); margin: 0; }
  .dash-head .muted { margin: 0; overflow-wrap: anywhere; }
  .actions { display: flex; gap: .5rem; }
  .balance { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 1rem; margin-bottom: 1.25rem; }
  .stat { background: var(--card); border: 1px solid var(--line); border-radius: .75rem; padding: 1rem 1.1rem;
    min-width: 0; }
  .stat span { display: block; font-weight: 600; color: var(--muted); font-size: .9rem; }
  .stat strong { display: block; font-size: 1.45rem; margin: .2rem 0; overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums; }
  .stat small { display: block; font-size: .8rem; line-height: 1.35; }
  .stat.main { box-shadow: inset 0 4px 0 var(--brand); }
  .card-head { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: baseline; gap: .5rem; }
  .card-head .muted { font-size: .875rem; }
  table { width: 100%; border-collapse: collapse; }
  caption { text-align: left; font-size: .875rem; padding-bottom: .5rem; }
  th { text-align: left; font-size: .8rem; text-transform: uppercase; letter-spacing: .04em; color: var(--muted);
    border-bottom: 1px solid var(--line); padding: .5rem .75rem .5rem 0; }
  td { border-bottom: 1px solid var(--line); padding: .75rem .75rem .75rem 0; vertical-align: top; }
  tbody tr:last-child td { border-bottom: 0; }
  .num { text-align: right; padding-right: 0; white-space: nowrap; font-variant-numeric: tabular-nums; }
  td.num { font-weight: 600; }
  .credit { color: var(--ok); }
  .inactive { color: var(--muted); }
  .type { font-weight: 600; }
  .type small { display: block; font-weight: 400; overflow-wrap: anywhere; }
  .badge { display: inline-block; font-size: .8rem; font-weight: 600; border-radius: 1rem; padding: .1rem .6rem;
    margin: 0 .25rem .25rem 0; white-space: nowrap; }
  .badge.ok { background: var(--ok-bg); color: var(--ok); }
  .badge.wait { background: var(--wait-bg); color: var(--wait); }
  .badge.bad { background: var(--bad-bg); color: var(--bad); }
  .empty { text-align: center; padding: 1.5rem 0; margin: 0; color: var(--muted); }
  .enrol { display: grid; grid-template-columns: auto 1fr; gap: 1.5rem; margin-top: 1rem; }
  .enrol img { display: block; border: 1px solid var(--line); border-radius: .5rem; margin-bottom: .75rem; }
  .enrol code { display: inline-block; word-break: break-all; background: var(--bg); padding: .1rem .4rem;
    border-radius: .3rem; }
  .enrol input { max-width: 12rem; letter-spacing: .2em; }
  .enrol button { margin-top: .75rem; display: block; }
  @media (max-width: 860px) { .balance { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
  @media (max-width: 640px) {
    main.wrap { padding-top: 1rem; }
    .brand-sub { display: none; }
    .card { padding: 1rem; border-radius: .6rem; }
    .narrow { margin-top: .5rem; }
    .balance { grid-template-columns: minmax(0, 1fr); gap: .5rem; }
    .stat { display: grid; grid-template-columns: minmax(0, 1fr) auto; grid-template-areas: "label value" "hint value";
      align-items: center; column-gap: .75rem; padding: .75rem 1rem; }
    .stat span { grid-area: label; }
    .stat small { grid-area: hint; }
    .stat strong { grid-area: value; font-size: 1.1rem; margin: 0; white-space: nowrap; }
    .stat.main strong { font-size: 1.3rem; }
    .actions { width: 100%; }
    .actions button { flex: 1; }
    .enrol { grid-template-columns: 1fr; gap: .5rem; }
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
    tbody tr { display: grid; grid-template-columns: minmax(0, 1fr) auto; column-gap: .75rem;
      grid-template-areas: "type amount" "type status" "date date"; border-bottom: 1px solid var(--line);
      padding: .75rem 0; }
    tbody tr:last-child { border-bottom: 0; }
    td { border: 0; padding: 0; }
    td.date { grid-area: date; font-size: .85rem; color: var(--muted); white-space: nowrap; margin-top: .2rem; }
    td.type { grid-area: type; }
    td.status { grid-area: status; text-align: right; align-self: start; }
    td.num { grid-area: amount; }
    .badge { margin: .25rem 0 0 .25rem; }
  }
`
