import * as http from "node:http"

/** The browser's `Accept` of a navigation (Chromium's): the pay page's negotiation picks the HTML for it. */
export const navigationAccept =
  "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8"

/** Times to first byte of one batch, in ms, and its wall time. */
export interface Batch {
  readonly ttfbMs: ReadonlyArray<number>
  readonly seconds: number
}

/**
 * Sends `count` GETs of `url` (with `accept`) from `concurrency` keep-alive connections (one request in flight on each) and times each
 * from the moment its request is written to the moment the response's status line and headers are in (node's
 * `response` event: the first byte and the headers, which come in the same packet here). The body is read to its end
 * before the connection's next request.
 */
export const measure = (
  url: string,
  count: number,
  concurrency: number,
  accept: string = navigationAccept
): Promise<Batch> => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })
  const ttfbMs: Array<number> = []
  let next = 0
  const started = process.hrtime.bigint()
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const sent = process.hrtime.bigint()
      const request = http.get(url, { agent, headers: { accept } }, (response) => {
        ttfbMs.push(Number(process.hrtime.bigint() - sent) / 1e6)
        if (response.statusCode !== 200) reject(new Error(`${url}: status ${response.statusCode}`))
        response.resume()
        response.on("end", resolve)
      })
      request.on("error", reject)
    })
  const lane = async () => {
    while (next < count) {
      next++
      await one()
    }
  }
  return Promise.all(Array.from({ length: concurrency }, lane)).then(() => {
    agent.destroy()
    return { ttfbMs, seconds: Number(process.hrtime.bigint() - started) / 1e9 }
  })
}

/** The `p`-th percentile (0–100) of `values`, nearest rank. */
export const percentile = (values: ReadonlyArray<number>, p: number): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
}
