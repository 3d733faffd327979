import { HttpRouter, HttpServerResponse } from "effect/http"
import { markup } from "./wallet/Markup.ts"
import { languages, messages } from "./wallet/Messages.ts"
import { script } from "./wallet/Script.ts"
import { styles } from "./wallet/Styles.ts"

/** Path of the operator portal's page on the API server (the default `WALLET_URL`). */
export const walletPagePath = "/wallet"

/**
 * The operator portal: one page, no build step, talking to `/v1/auth/wallet/*` and `/v1/wallet/*` on its own origin,
 * in Portuguese (the default) or English (docs/decisions.md, "Operator portal languages"). The session token lives in
 * `sessionStorage` (gone with the tab), the language choice in `localStorage`.
 */
export const html = `<!doctype html>
<html lang="${languages[0]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${messages[languages[0]].text.title}</title>
<style>${styles}</style>
</head>
<body>
${markup}
<script>
${script}
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
