/** How often the page asks for the charge's status, first and at most (doubling after each failure), in ms. */
export const pollIntervalMs = 2_500
export const pollIntervalMaxMs = 30_000

/**
 * The pay page's script (after `const WORDS = …`): the copy button, the countdown, and the live status. The realtime
 * gateway needs an API key, which a payer's page must never hold, so the page polls the key-less lean status
 * (`<id>/status`, relative to the page) and, once the charge is no longer payable, fetches its own page again and
 * swaps in the new state (the receipt, or why it cannot be paid) without a reload.
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

  async function refresh() {
    done = true;
    clearInterval(timer);
    clearTimeout(poll);
    try {
      const response = await fetch(location.href, { headers: { accept: "text/html" }, cache: "no-store" });
      const next = new DOMParser().parseFromString(await response.text(), "text/html").getElementById("pay");
      if (!next || next.dataset.state === "pending") { done = false; schedule(); return; }
      main.dataset.state = next.dataset.state;
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
    poll = setTimeout(check, delayMs);
  }

  if (!done) {
    wireCopy();
    tick();
    timer = setInterval(tick, 1000);
    schedule();
    document.addEventListener("visibilitychange", () => { if (!document.hidden && !done) check(); });
  }
})();
`
