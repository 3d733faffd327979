/**
 * The API reference page at `/v1/docs`: Swagger UI (served from the `swagger-ui-dist` package by `Routes.ts`) under a
 * bar where the reader pastes an API key. The key is kept in the tab's `sessionStorage` only: it never reaches the
 * server except in the `X-API-Key` header of the "Try it out" calls the reader makes.
 */

/** Where the page, its assets and the document are served. */
export const paths = {
  page: "/v1/docs",
  document: "/v1/openapi.json",
  css: "/v1/docs/swagger-ui.css",
  bundle: "/v1/docs/swagger-ui-bundle.js",
  script: "/v1/docs/reference.js",
  style: "/v1/docs/reference.css"
} as const

export const pageHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Trilho API reference</title>
<link rel="stylesheet" href="${paths.css}">
<link rel="stylesheet" href="${paths.style}">
</head>
<body>
<header class="bar">
  <div class="brand"><strong>Trilho</strong> API reference</div>
  <form id="key-form" class="key" autocomplete="off">
    <label for="api-key">Paste your API key</label>
    <div class="key-row">
      <input id="api-key" name="api-key" type="password" placeholder="trl_live_…" spellcheck="false" autocomplete="off">
      <button type="submit" id="use-key">Use key</button>
      <button type="button" id="forget-key" class="secondary" hidden>Forget</button>
    </div>
    <p id="key-state" class="state" role="status" aria-live="polite">No key: "Try it out" sends no credentials.</p>
  </form>
</header>
<main id="swagger-ui"></main>
<script src="${paths.bundle}"></script>
<script src="${paths.script}"></script>
</body>
</html>
`

export const pageCss = `
body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #fafafa; }
.bar { display: flex; flex-wrap: wrap; gap: 12px 32px; align-items: flex-end; justify-content: space-between;
  padding: 16px 24px; background: #12302a; color: #f4f7f6; }
.brand { font-size: 20px; padding-bottom: 6px; }
.key { display: flex; flex-direction: column; gap: 6px; min-width: 0; flex: 0 1 560px; }
.key label { font-size: 14px; font-weight: 600; }
.key-row { display: flex; gap: 8px; }
.key input { flex: 1 1 auto; min-width: 0; padding: 8px 10px; font: 14px ui-monospace, Menlo, Consolas, monospace;
  border: 1px solid #8fb3a9; border-radius: 4px; background: #fff; color: #111; }
.key button { padding: 8px 14px; font-size: 14px; font-weight: 600; border: 0; border-radius: 4px;
  background: #3ddc97; color: #0b1f1a; cursor: pointer; white-space: nowrap; }
.key button.secondary { background: transparent; color: #f4f7f6; border: 1px solid #8fb3a9; }
.key button:focus-visible, .key input:focus-visible { outline: 3px solid #ffd166; outline-offset: 2px; }
.state { margin: 0; font-size: 13px; color: #d5e4df; }
.state.on { color: #9ff0c9; }
.swagger-ui .topbar { display: none; }
.swagger-ui .wrapper { padding: 0 16px; }
.swagger-ui .info { margin: 24px 0; }
.swagger-ui .scheme-container .schemes { flex-wrap: wrap; }
.swagger-ui .servers, .swagger-ui .servers select { max-width: 100%; }
/* Swagger UI's light colours on white and white on light colours fall under WCAG AA contrast: darker ones. */
.swagger-ui .info .title small, .swagger-ui .info .title small pre { background: #4b5563; }
.swagger-ui .info .title small.version-stamp { background: #3f6212; }
.swagger-ui .info a.url, .swagger-ui .info .url { color: #1d4ed8; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1d5fa8; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #1f7a4d; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #8a4b00; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #b42318; }
.swagger-ui .btn.try-out__btn { color: #1f2937; border-color: #4b5563; }
.swagger-ui .btn.execute { background: #1d5fa8; border-color: #1d5fa8; }
.swagger-ui .download-contents { background: #374151; }
.swagger-ui .btn.authorize { color: #1f6f47; border-color: #1f6f47; }
.swagger-ui .btn.authorize svg, .swagger-ui .btn.authorize svg path { fill: #1f6f47; }
.swagger-ui .microlight span { color: #f3f4f6 !important; }
/* Example and response bodies wrap and grow instead of scrolling: a scrolling region would need keyboard focus. */
.swagger-ui .highlight-code > .microlight {
  max-height: none; overflow: visible !important; white-space: pre-wrap !important; overflow-wrap: anywhere;
}
@media (max-width: 600px) {
  .bar { padding: 12px 16px; }
  .swagger-ui .wrapper { padding: 0 8px; }
  .swagger-ui .opblock .opblock-summary { flex-wrap: wrap; }
  .swagger-ui .opblock .opblock-summary-path { max-width: 100%; word-break: break-all; }
  .swagger-ui .opblock-tag { font-size: 18px; flex-wrap: wrap; }
  .swagger-ui .opblock-tag small { flex: 1 0 100%; order: 3; padding: 4px 0 0; }
  .swagger-ui .filter .operation-filter-input { display: block; width: 100%; max-width: none; }
  .swagger-ui table { display: block; overflow-x: auto; }
  .swagger-ui .curl-command .curl, .swagger-ui .curl-command .curl code, .swagger-ui .highlight-code > .microlight {
    max-height: none; overflow: visible !important; white-space: pre-wrap !important; word-break: break-all;
  }
}
`

/**
 * The page's script: starts Swagger UI on the document and keeps the pasted key in `sessionStorage`, authorizing
 * the `apiKey` scheme (`X-API-Key`) with it. Nothing is fetched from anywhere but this server (`validatorUrl: null`
 * turns off the badge that would call an outside validator).
 */
export const pageScript = `(() => {
  "use strict";
  const storageKey = "trilho.docs.apiKey";
  const input = document.getElementById("api-key");
  const state = document.getElementById("key-state");
  const forget = document.getElementById("forget-key");
  const read = () => { try { return sessionStorage.getItem(storageKey) || ""; } catch { return ""; } };
  const write = (key) => { try { key ? sessionStorage.setItem(storageKey, key) : sessionStorage.removeItem(storageKey); } catch {} };
  const ui = SwaggerUIBundle({
    url: ${JSON.stringify(paths.document)},
    dom_id: "#swagger-ui",
    presets: [SwaggerUIBundle.presets.apis],
    layout: "BaseLayout",
    validatorUrl: null,
    deepLinking: true,
    docExpansion: "list",
    defaultModelsExpandDepth: -1,
    displayRequestDuration: true,
    filter: true,
    persistAuthorization: false,
    onComplete: () => {
      document.getElementById("servers")?.setAttribute("aria-label", "Server");
      apply(read());
    }
  });
  const apply = (key) => {
    if (key) {
      ui.preauthorizeApiKey("apiKey", key);
      state.textContent = "Authenticated: \\"Try it out\\" sends X-API-Key …" + key.slice(-4) + ". The key stays in this tab.";
      state.classList.add("on");
      forget.hidden = false;
    } else {
      if (ui.authSelectors.authorized().get("apiKey")) ui.authActions.logout(["apiKey"]);
      state.textContent = "No key: \\"Try it out\\" sends no credentials.";
      state.classList.remove("on");
      forget.hidden = true;
    }
  };
  document.getElementById("key-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const key = input.value.trim();
    write(key);
    input.value = "";
    apply(key);
  });
  forget.addEventListener("click", () => { write(""); apply(""); });
})();
`
