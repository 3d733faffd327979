import { Statement } from "@trilho/domain"
import { languages, messages } from "./Messages.ts"

/** The locale each language formats money and dates with. */
const locales = { "pt-BR": "pt-BR", en: "en-US" } as const

/** The movement types that take money out of the subaccount: shown with a minus sign. */
const debitTypes = Statement.MovementType.literals.filter(Statement.isDebitMovement)

/**
 * The domain's default movement descriptions are English words for what the type already says: the page shows a
 * line's description only when it is the charge's or transfer's own.
 */
const defaultDescriptions = Object.values(Statement.movementDescription)

/** The data the page's script starts from (serialized into it, so the page needs no second request). */
const data = `
const MESSAGES = ${JSON.stringify(messages)};
const LANGUAGES = ${JSON.stringify(languages)};
const LOCALES = ${JSON.stringify(locales)};
const DEBITS = new Set(${JSON.stringify(debitTypes)});
const DEFAULT_DESCRIPTIONS = new Set(${JSON.stringify(defaultDescriptions)});
const ZONE = "America/Sao_Paulo";
const LANG_KEY = "trilho.portal.lang";
const TOKEN_KEY = "trilho.portal.token";
`

/** Language choice, words, formats and messages (a message is kept as a key so a language switch redraws it). */
const words = `
const $ = (id) => document.getElementById(id);
const stored = (key) => { try { return localStorage.getItem(key); } catch (e) { return null; } };
const store = (key, value) => { try { localStorage.setItem(key, value); } catch (e) {} };

function pickLanguage() {
  const asked = new URLSearchParams(location.search).get("lang");
  if (LANGUAGES.includes(asked)) { store(LANG_KEY, asked); return asked; }
  const kept = stored(LANG_KEY);
  return LANGUAGES.includes(kept) ? kept : LANGUAGES[0];
}

let lang = pickLanguage();
let token = sessionStorage.getItem(TOKEN_KEY);
let timer = null;
let dashboard = null;
let updatedAt = null;
let message = null;

const m = () => MESSAGES[lang];
const fill = (text, params) => text.replace(/\\{(\\w+)\\}/g, (_, k) => String((params || {})[k] ?? ""));
const t = (key, params) => fill(m().text[key], params);
const locale = () => LOCALES[lang];
const money = (reais, sign) => new Intl.NumberFormat(locale(), { style: "currency", currency: "BRL",
  signDisplay: sign ? "exceptZero" : "auto" }).format(reais);
const dateTime = (iso) => new Intl.DateTimeFormat(locale(), { dateStyle: "short", timeStyle: "short",
  timeZone: ZONE }).format(new Date(iso));
const clockTime = (date) => new Intl.DateTimeFormat(locale(), { timeStyle: "medium", timeZone: ZONE }).format(date);

function applyLanguage() {
  document.documentElement.lang = lang;
  document.title = t("title");
  for (const el of document.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
  for (const el of document.querySelectorAll("[data-i18n-alt]")) el.alt = t(el.dataset.i18nAlt);
  for (const el of document.querySelectorAll("[data-i18n-aria-label]")) el.setAttribute("aria-label", t(el.dataset.i18nAriaLabel));
  for (const b of document.querySelectorAll("[data-lang]")) b.setAttribute("aria-pressed", String(b.dataset.lang === lang));
  showMessage();
  if (dashboard) renderDashboard();
}

function say(kind, key, params) { message = kind ? { kind, key, params } : null; showMessage(); }
function sayError(e) {
  message = { kind: "error", error: e.code in m().errors ? e.code : "unexpected", params: { status: e.status } };
  showMessage();
}
function showMessage() {
  $("error").textContent = ""; $("notice").textContent = "";
  if (!message) return;
  const text = message.error ? fill(m().errors[message.error], message.params) : t(message.key, message.params);
  $(message.kind).textContent = text;
}

async function call(method, path, body) {
  const headers = { "content-type": "application/json" };
  if (token) headers.authorization = "Bearer " + token;
  let response;
  try { response = await fetch("/v1" + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }); }
  catch (e) { throw { code: "network", status: 0 }; }
  const json = await response.json().catch(() => ({}));
  if (!response.ok) throw { code: (json.error && json.error.code) || "unexpected", status: response.status };
  return json;
}

async function busy(button, work) {
  button.disabled = true;
  try { await work(); } finally { button.disabled = false; }
}
`

/** The dashboard's drawing from the last data read (redrawn as it is on a language switch). */
const render = `
function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

const tone = (status) => status === "COMPLETED" ? "ok" : status === "PENDING" || status === "PROCESSING" || status === "REQUESTED" ? "wait" : "bad";

function movementRow(line) {
  const tr = document.createElement("tr");
  const date = el("td", "date"); const time = el("time", "", dateTime(line.createdAt));
  time.dateTime = line.createdAt; date.appendChild(time); tr.appendChild(date);
  const type = el("td", "type", m().types[line.type] || m().text.type);
  if (line.description && !DEFAULT_DESCRIPTIONS.has(line.description)) type.appendChild(el("small", "muted", line.description));
  tr.appendChild(type);
  const status = el("td", "status");
  status.appendChild(el("span", "badge " + tone(line.status), m().statuses[line.status] || line.status.toLowerCase()));
  if (line.refund) status.appendChild(el("span", "badge " + tone(line.refund.status), m().refundStatuses[line.refund.status]));
  tr.appendChild(status);
  const debit = DEBITS.has(line.type);
  const settled = line.status === "COMPLETED";
  tr.appendChild(el("td", "num " + (!settled ? "inactive" : debit ? "" : "credit"), money(debit ? -line.netAmount : line.netAmount, true)));
  return tr;
}

function renderDashboard() {
  const data = dashboard;
  $("subaccount-name").textContent = data.subaccountName;
  $("reference").textContent = t("reference") + ": " + data.externalReference;
  const balance = data.balance;
  $("available").textContent = money(balance.availablePadrao);
  $("spendable").textContent = money(balance.spendablePadrao);
  $("locked").textContent = money(balance.lockedPadrao);
  $("pending").textContent = money(balance.pendingPadrao);
  const rows = $("movements"); rows.textContent = "";
  for (const line of data.movements) rows.appendChild(movementRow(line));
  $("movements-table").hidden = data.movements.length === 0;
  $("no-movements").hidden = data.movements.length > 0;
  const on = data.portal.twoFactorEnabled;
  $("twofa-status").textContent = t(on ? "twofaOn" : "twofaOff");
  $("twofa-status").dataset.state = on ? "on" : "off";
  $("enable-2fa").hidden = on || !$("enrol").hidden;
  $("updated").textContent = updatedAt ? t("updatedAt", { time: clockTime(updatedAt) }) : "";
}

// A read still in flight when the operator signs out (or in again) answers for a session that is gone: dropped.
async function loadDashboard() {
  const session = token;
  try {
    const data = (await call("GET", "/wallet/dashboard")).data;
    if (token !== session) return;
    dashboard = data; updatedAt = new Date();
    renderDashboard();
  } catch (e) {
    if (token !== session) return;
    if (e.status === 401) signedOut("sessionEnded"); else sayError(e);
  }
}
`

/** Views and the handlers of every control. */
const flow = `
function show(view) {
  for (const id of ["signin-view", "reset-view", "dashboard"]) $(id).hidden = id !== view;
}

function signedOut(key) {
  token = null; dashboard = null; sessionStorage.removeItem(TOKEN_KEY);
  if (timer) clearInterval(timer); timer = null;
  $("totp-row").hidden = true; $("totp").value = ""; $("password").value = "";
  $("enrol").hidden = true; $("enable-code").value = "";
  show("signin-view");
  say(key ? "notice" : null, key);
}

function signedIn() {
  show("dashboard");
  loadDashboard();
  if (timer) clearInterval(timer);
  timer = setInterval(loadDashboard, 2000);
}

$("signin-form").addEventListener("submit", (event) => {
  event.preventDefault(); say();
  const body = { email: $("email").value, password: $("password").value };
  if ($("totp").value.trim() !== "") body.totpCode = $("totp").value.trim();
  return busy($("signin"), async () => {
    try {
      const { data } = await call("POST", "/auth/wallet/login", body);
      token = data.token; sessionStorage.setItem(TOKEN_KEY, token);
      say(); signedIn();
    } catch (e) {
      if (e.code === "TWO_FACTOR_REQUIRED") { $("totp-row").hidden = false; $("totp").focus(); say("notice", "codeNeeded"); }
      else sayError(e);
    }
  });
});

$("forgot").addEventListener("click", () => {
  say();
  if ($("email").value === "") { say("error", "emailFirst"); $("email").focus(); return; }
  return busy($("forgot"), async () => {
    try { await call("POST", "/auth/wallet/forgot-password", { email: $("email").value }); say("notice", "resetMailed"); }
    catch (e) { sayError(e); }
  });
});

$("reset-form").addEventListener("submit", (event) => {
  event.preventDefault(); say();
  const resetToken = new URLSearchParams(location.hash.slice(1)).get("reset");
  return busy($("reset"), async () => {
    try {
      await call("POST", "/auth/wallet/reset-password", { token: resetToken, password: $("new-password").value });
      history.replaceState(null, "", location.pathname + location.search);
      signedOut("passwordChanged");
    } catch (e) { sayError(e); }
  });
});

$("back").addEventListener("click", () => { history.replaceState(null, "", location.pathname + location.search); say(); show("signin-view"); });

$("enable-2fa").addEventListener("click", () => { say(); return busy($("enable-2fa"), async () => {
  try {
    const { data } = await call("POST", "/wallet/2fa/setup");
    $("totp-secret").textContent = data.secret;
    $("totp-qr").src = "data:image/png;base64," + data.qrCodeBase64;
    $("enrol").hidden = false; $("enable-2fa").hidden = true; $("enable-code").focus();
  } catch (e) { sayError(e); }
}); });

$("enable-confirm").addEventListener("click", () => { say(); return busy($("enable-confirm"), async () => {
  try {
    await call("POST", "/wallet/2fa/enable", { code: $("enable-code").value.trim() });
    $("enrol").hidden = true; $("enable-code").value = "";
    say("notice", "twofaEnabled");
    await loadDashboard();
  } catch (e) { sayError(e); }
}); });

$("refresh").addEventListener("click", () => busy($("refresh"), loadDashboard));
$("signout").addEventListener("click", async () => {
  try { await call("POST", "/wallet/logout"); } catch (e) {}
  signedOut("signedOut");
});

for (const b of document.querySelectorAll("[data-lang]")) b.addEventListener("click", () => {
  lang = b.dataset.lang; store(LANG_KEY, lang);
  const url = new URL(location.href); url.searchParams.delete("lang");
  history.replaceState(null, "", url.pathname + url.search + url.hash);
  applyLanguage();
});

applyLanguage();
if (new URLSearchParams(location.hash.slice(1)).get("reset")) show("reset-view");
else if (token) signedIn();
else show("signin-view");
`

/** The page's script: plain JavaScript run by the browser as it is (no build step). */
export const script = `"use strict";\n${data}${words}${render}${flow}`
