import { HttpRouter, HttpServerResponse } from "effect/http"

/** Path of the operator portal's page on the API server (the default `WALLET_URL`). */
export const walletPagePath = "/wallet"

/**
 * The operator portal: one page, no build step, talking to `/v1/auth/wallet/*` and `/v1/wallet/*` on its own origin.
 * The session token lives in `sessionStorage` (gone with the tab). Element ids are stable: the browser test uses them.
 */
export const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Trilho — operator portal</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 46rem; margin: 2rem auto; padding: 0 1rem; color: #1b1f24; }
  h1 { font-size: 1.4rem; } h2 { font-size: 1.1rem; margin-top: 1.5rem; }
  label { display: block; margin: .5rem 0 .2rem; } input { padding: .4rem; width: 18rem; }
  button { margin: .6rem .4rem 0 0; padding: .4rem .9rem; cursor: pointer; }
  .error { color: #b00020; min-height: 1.2rem; } .notice { color: #05660f; min-height: 1.2rem; }
  table { border-collapse: collapse; width: 100%; } td, th { border-bottom: 1px solid #ddd; padding: .3rem; text-align: left; }
  .balance { display: grid; grid-template-columns: repeat(4, 1fr); gap: .5rem; }
  .balance div { background: #f3f5f7; padding: .6rem; border-radius: 4px; } .balance strong { display: block; font-size: 1.2rem; }
  [hidden] { display: none !important; }
</style>
</head>
<body>
<h1>Operator portal</h1>
<p id="error" class="error" role="alert"></p>
<p id="notice" class="notice" role="status"></p>

<section id="signin-view">
  <form id="signin-form">
    <label for="email">E-mail</label><input id="email" type="email" autocomplete="username" required>
    <label for="password">Password</label><input id="password" type="password" autocomplete="current-password" required>
    <div id="totp-row" hidden>
      <label for="totp">Two-factor code</label><input id="totp" inputmode="numeric" autocomplete="one-time-code" maxlength="6">
    </div>
    <button id="signin" type="submit">Sign in</button>
    <button id="forgot" type="button">Forgot password</button>
  </form>
</section>

<section id="reset-view" hidden>
  <h2>Choose a new password</h2>
  <form id="reset-form">
    <label for="new-password">New password</label><input id="new-password" type="password" autocomplete="new-password" required>
    <button id="reset" type="submit">Set password</button>
  </form>
</section>

<section id="dashboard" hidden>
  <h2 id="subaccount-name"></h2>
  <div class="balance">
    <div>Available<strong id="available"></strong></div>
    <div>Spendable<strong id="spendable"></strong></div>
    <div>Locked<strong id="locked"></strong></div>
    <div>Pending<strong id="pending"></strong></div>
  </div>
  <h2>Recent movements</h2>
  <table><thead><tr><th>Date</th><th>Type</th><th>Status</th><th>Amount</th></tr></thead><tbody id="movements"></tbody></table>
  <h2>Two-factor authentication</h2>
  <p id="twofa-status"></p>
  <button id="enable-2fa" type="button" hidden>Enable two-factor authentication</button>
  <div id="enrol" hidden>
    <p>Scan the code with an authenticator app, or type the secret: <code id="totp-secret"></code></p>
    <img id="totp-qr" alt="two-factor QR code" width="200" height="200">
    <label for="enable-code">Code from the app</label><input id="enable-code" inputmode="numeric" maxlength="6">
    <button id="enable-confirm" type="button">Confirm</button>
  </div>
  <p><button id="refresh" type="button">Refresh</button><button id="signout" type="button">Sign out</button></p>
</section>

<script>
"use strict";
const $ = (id) => document.getElementById(id);
const brl = (n) => "R$ " + Number(n).toFixed(2);
let token = sessionStorage.getItem("trilho.portal.token");
let timer = null;

const say = (id, text) => { $("error").textContent = ""; $("notice").textContent = ""; if (id) $(id).textContent = text; };

async function call(method, path, body) {
  const headers = { "content-type": "application/json" };
  if (token) headers.authorization = "Bearer " + token;
  const response = await fetch("/v1" + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = await response.json().catch(() => ({}));
  if (!response.ok) { const e = new Error(json.message || response.statusText); e.code = json.error && json.error.code; e.status = response.status; throw e; }
  return json;
}

function show(view) {
  for (const id of ["signin-view", "reset-view", "dashboard"]) $(id).hidden = id !== view;
}

function signedOut(message) {
  token = null; sessionStorage.removeItem("trilho.portal.token");
  if (timer) clearInterval(timer); timer = null;
  $("totp-row").hidden = true; $("totp").value = ""; $("password").value = "";
  show("signin-view");
  if (message) say("notice", message);
}

async function loadDashboard() {
  try {
    const { data } = await call("GET", "/wallet/dashboard");
    $("subaccount-name").textContent = data.subaccountName;
    $("available").textContent = brl(data.balance.availablePadrao);
    $("spendable").textContent = brl(data.balance.spendablePadrao);
    $("locked").textContent = brl(data.balance.lockedPadrao);
    $("pending").textContent = brl(data.balance.pendingPadrao);
    const rows = $("movements"); rows.textContent = "";
    for (const m of data.movements) {
      const tr = document.createElement("tr");
      for (const text of [new Date(m.createdAt).toLocaleString(), m.type, m.status, brl(m.netAmount ?? m.amount)]) {
        const td = document.createElement("td"); td.textContent = text; tr.appendChild(td);
      }
      rows.appendChild(tr);
    }
    const on = data.portal.twoFactorEnabled;
    $("twofa-status").textContent = on ? "Two-factor authentication is on." : "Two-factor authentication is off.";
    $("enable-2fa").hidden = on || !$("enrol").hidden;
  } catch (e) {
    if (e.status === 401) signedOut("Your session has ended; sign in again."); else say("error", e.message);
  }
}

function signedIn() {
  show("dashboard");
  loadDashboard();
  if (timer) clearInterval(timer);
  timer = setInterval(loadDashboard, 2000);
}

$("signin-form").addEventListener("submit", async (event) => {
  event.preventDefault(); say();
  const body = { email: $("email").value, password: $("password").value };
  if ($("totp").value.trim() !== "") body.totpCode = $("totp").value.trim();
  try {
    const { data } = await call("POST", "/auth/wallet/login", body);
    token = data.token; sessionStorage.setItem("trilho.portal.token", token);
    signedIn();
  } catch (e) {
    if (e.code === "TWO_FACTOR_REQUIRED") { $("totp-row").hidden = false; $("totp").focus(); say("notice", "Enter the code from your authenticator app."); }
    else say("error", e.message);
  }
});

$("forgot").addEventListener("click", async () => {
  say();
  if ($("email").value === "") { say("error", "Type your e-mail first."); return; }
  try { const r = await call("POST", "/auth/wallet/forgot-password", { email: $("email").value }); say("notice", r.message); }
  catch (e) { say("error", e.message); }
});

$("reset-form").addEventListener("submit", async (event) => {
  event.preventDefault(); say();
  const resetToken = new URLSearchParams(location.hash.slice(1)).get("reset");
  try {
    await call("POST", "/auth/wallet/reset-password", { token: resetToken, password: $("new-password").value });
    history.replaceState(null, "", location.pathname);
    signedOut("Password changed. Sign in with the new one.");
  } catch (e) { say("error", e.message); }
});

$("enable-2fa").addEventListener("click", async () => {
  say();
  try {
    const { data } = await call("POST", "/wallet/2fa/setup");
    $("totp-secret").textContent = data.secret;
    $("totp-qr").src = "data:image/png;base64," + data.qrCodeBase64;
    $("enrol").hidden = false; $("enable-2fa").hidden = true;
  } catch (e) { say("error", e.message); }
});

$("enable-confirm").addEventListener("click", async () => {
  say();
  try {
    await call("POST", "/wallet/2fa/enable", { code: $("enable-code").value.trim() });
    $("enrol").hidden = true; $("enable-code").value = "";
    say("notice", "Two-factor authentication enabled.");
    loadDashboard();
  } catch (e) { say("error", e.message); }
});

$("refresh").addEventListener("click", loadDashboard);
$("signout").addEventListener("click", async () => {
  try { await call("POST", "/wallet/logout"); } catch (e) {}
  signedOut("Signed out.");
});

if (new URLSearchParams(location.hash.slice(1)).get("reset")) show("reset-view");
else if (token) signedIn();
else show("signin-view");
</script>
</body>
</html>
`

/** Serves the operator portal's page at `/wallet` (no API key: the page signs in by itself). */
export const layer = HttpRouter.add(
  "GET",
  walletPagePath,
  HttpServerResponse.html(html).pipe(
    HttpServerResponse.setHeaders({
      "cache-control": "no-store",
      "x-frame-options": "DENY",
      "referrer-policy": "no-referrer",
      "content-security-policy":
        "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; connect-src 'self'; form-action 'none'; frame-ancestors 'none'"
    })
  )
)
