import { Effect } from "effect"
import type { Transport, TransportChoice } from "./Transport.ts"
import * as UwsTransport from "./UwsTransport.ts"
import { transport as wsTransport } from "./WsTransport.ts"

/** Why uWS did not load on this machine, or undefined where it does; read once. */
let uwsLoad: ReturnType<typeof UwsTransport.load> | undefined

const loadUws = () => (uwsLoad ??= UwsTransport.load())

/** The transports that load here, best first: uWS where its binary loads, then `ws`. */
export const available = (): ReadonlyArray<Transport> => {
  const uws = loadUws()
  return "uws" in uws ? [UwsTransport.make(uws.uws), wsTransport] : [wsTransport]
}

/** Why uWS does not load here, or undefined where it does. */
export const uwsUnavailableReason = (): string | undefined => {
  const uws = loadUws()
  return "reason" in uws ? uws.reason : undefined
}

/**
 * The transport for `choice` (`GATEWAY_TRANSPORT`): `auto` takes uWS where it loads and `ws` otherwise, saying which
 * and why in the log; a forced `uws` that does not load stops the start with the loader's reason.
 */
export const select = (choice: TransportChoice): Effect.Effect<Transport> =>
  Effect.suspend(() => {
    if (choice === "ws")
      return Effect.as(Effect.logInfo("gateway transport: ws (set by GATEWAY_TRANSPORT)"), wsTransport)
    const uws = loadUws()
    if ("uws" in uws) {
      const why = choice === "uws" ? "set by GATEWAY_TRANSPORT" : "loaded"
      return Effect.as(Effect.logInfo(`gateway transport: uWebSockets.js (${why})`), UwsTransport.make(uws.uws))
    }
    if (choice === "uws")
      return Effect.dieMessage(`gateway: GATEWAY_TRANSPORT=uws but uWebSockets.js does not load: ${uws.reason}`)
    return Effect.as(
      Effect.logInfo(`gateway transport: ws (uWebSockets.js does not load here: ${uws.reason})`),
      wsTransport
    )
  })
