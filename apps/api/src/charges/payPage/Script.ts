/** How often the page asks for the charge's status, first and at most (doubling after each failure), in ms. */
export const pollIntervalMs = 2_500
export const pollIntervalMaxMs = 30_000

/** How often the page still asks while the gateway follows the charge for it: the safety net under the socket. */
export const pollIntervalLiveMs = 30_000

/** The waits before reconnecting to the gateway, as the spec asks of clients (1, 2, 4, 8, 16, then 30 s). */
export const reconnectDelaysMs = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000]

/**
 * The pay page's script (after `const WORDS = …`): the copy button, the countdown, and the live status. When the page
 * carries a gateway URL and a payment watch token (`data-ws-url`, `data-watch-token`), it follows the charge on the
 * realtime gateway: the token lets it receive that charge's `payment.*` events and nothing else, never an API key.
 * It also polls the key-less lean status (`<id>/status`, relative to the page): every 2.5 s without the socket
 * (doubling after each failure), every 30 s while the gateway follows the charge. Once an event or a poll says the
 * charge is no longer payable, it fetches its own page again and swaps in the new state (the receipt, or why it cannot
 * be paid) without a reload. A closed socket reconnects with backoff; a refused token (expired, or another
 * deployment's) leaves the page to polling.
 */
export const script = `
(() => {
  const main = document.getElementById("pay");
  const $ = (id) => document.getElementById(id);
  const id = main.dataset.id;
  const expiresAtMs = Date.parse(main.dataset.expiresAt);
  const skewMs = Number(main.dataset.now) - Date.now();
  const now = () => Date.now() + skewMs;
  let timer = undefined;
  let poll = undefined;
  let delayMs = ${pollIntervalMs};
  let done = main.dataset.state !== "pending";
  const wsUrl = main.dataset.wsUrl;
  const watchToken = main.dataset.watchToken;
  let socket = undefined;
  let live = false;
  let refused = false;
  let reconnects = 0;
  const reconnectDelaysMs = ${JSON.stringify(reconnectDelaysMs)};

  const say = (el, text) => { if (el) el.textContent = text; };

  function copyFallback(input) {
    input.focus();
    input.select();
    try { return document.execCommand("copy"); } catch (e) { return false; }
  }

  function wireCopy() {
    const button = $("copy");
    const input = $("code");
    if (!button || !input) return;
    input.addEventListener("focus", () => input.select());
    button.addEventListener("click", async () => {
      let ok = false;
      try {
        if (navigator.clipboard && window.isSecureContext) { await navigator.clipboard.writeText(input.value); ok = true; }
      } catch (e) { ok = false; }
      if (!ok) ok = copyFallback(input);
      say($("copy-status"), ok ? WORDS.copied : WORDS.copyFailed);
    });
  }

  function tick() {
    const left = Math.max(0, Math.floor((expiresAtMs - now()) / 1000));
    const h = Math.floor(left / 3600), m = Math.floor((left % 3600) / 60), s = left % 60;
    const two = (n) => String(n).padStart(2, "0");
    say($("countdown"), (h > 0 ? h + ":" + two(m) : two(m)) + ":" + two(s));
    if (left === 0 && !done) refresh();
  }

  function follow() {
    if (done || refused || !wsUrl || !watchToken || typeof WebSocket !== "function") return;
    let ws;
    try { ws = new WebSocket(wsUrl); } catch (e) { refused = true; return; }
    socket = ws;
    const send = (message) => { try { ws.send(JSON.stringify(message)); } catch (e) { /* closing */ } };
    ws.onopen = () => send({ action: "authenticate", watchToken: watchToken });
    ws.onmessage = (frame) => {
      let message;
      try { message = JSON.parse(frame.data); } catch (e) { return; }
      if (message.event === "ping") return send({ action: "ping" });
      if (message.event === "subscribed" && message.paymentId === id) {
        live = true;
        reconnects = 0;
        delayMs = ${pollIntervalMs};
        say($("status"), WORDS.waiting);
        return schedule();
      }
      if (message.event === "error") {
        if (/TOKEN/.test(String(message.code))) refused = true;
        return ws.close();
      }
      const data = message.data || {};
      if (/^payment[.]/.test(String(message.event)) && data.id === id && data.status !== "PENDING") refresh();
    };
    ws.onclose = () => {
      if (socket === ws) socket = undefined;
      live = false;
      if (done) return;
      schedule();
      if (refused) return;
      const wait = reconnectDelaysMs[Math.min(reconnects, reconnectDelaysMs.length - 1)];
      reconnects++;
      setTimeout(follow, wait);
    };
  }

  function unfollow() {
    const ws = socket;
    socket = undefined;
    if (ws) { try { ws.close(); } catch (e) { /* already closed */ } }
  }

  async function refresh() {
    done = true;
    clearInterval(timer);
    clearTimeout(poll);
    try {
      const response = await fetch(location.href, { headers: { accept: "text/html" }, cache: "no-store" });
      // The new page's styles carry its own nonce, which this page's policy would report as refused: dropped unparsed.
      const text = (await response.text()).replace(/<style[^>]*>[\\s\\S]*?<\\/style>/gi, "");
      const next = new DOMParser().parseFromString(text, "text/html").getElementById("pay");
      if (!next || next.dataset.state === "pending") { done = false; schedule(); return; }
      main.dataset.state = next.dataset.state;
      unfollow();
      $("state").replaceWith(next.querySelector("#state"));
      const outcome = $("outcome");
      if (outcome) outcome.focus();
    } catch (e) {
      done = false;
      delayMs = Math.min(delayMs * 2, ${pollIntervalMaxMs});
      schedule();
    }
  }

  async function check() {
    try {
      const response = await fetch(encodeURIComponent(id) + "/status", { cache: "no-store" });
      if (!response.ok) throw new Error(String(response.status));
      const body = await response.json();
      delayMs = ${pollIntervalMs};
      if (body.status !== "PENDING") return refresh();
      say($("status"), WORDS.waiting);
    } catch (e) {
      delayMs = Math.min(delayMs * 2, ${pollIntervalMaxMs});
      say($("status"), WORDS.offline);
    }
    schedule();
  }

  function schedule() {
    if (done) return;
    clearTimeout(poll);
    poll = setTimeout(check, live ? Math.max(delayMs, ${pollIntervalLiveMs}) : delayMs);
  }

  if (!done) {
    wireCopy();
    tick();
    timer = setInterval(tick, 1000);
    schedule();
    follow();
    document.addEventListener("visibilitychange", () => { if (!document.hidden && !done) check(); });
  }
})();
`
