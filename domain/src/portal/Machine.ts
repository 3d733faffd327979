import { Schema } from "effect"
import type { EventType } from "../events/Catalog.ts"
import * as StateMachine from "../shared/StateMachine.ts"

/** The login state of a subaccount's operator portal (`portal.state`). The last three are legacy. */
export const PortalState = Schema.Literals([
  "none",
  "active",
  "disabled",
  "pending_password",
  "invite_pending",
  "pending_verification"
])
export type PortalState = typeof PortalState.Type

/** The states older versions left behind; setup brings each to `active`. */
export const legacyPortalStates: ReadonlyArray<PortalState> = [
  "pending_password",
  "invite_pending",
  "pending_verification"
]

/**
 * What happens to a portal login: subaccount created without or with portal fields; setup (e-mail and password);
 * revoke; e-mail change; two-factor reset.
 */
export const PortalTrigger = Schema.Literals([
  "create",
  "create_with_portal",
  "setup",
  "revoke",
  "update_email",
  "reset_2fa"
])
export type PortalTrigger = typeof PortalTrigger.Type

/**
 * The operator portal machine. Setup leads to `active` from every state, `active` included (it sets new
 * credentials); revoke leads from `active` to `disabled`; e-mail change and two-factor reset apply to an active
 * login only.
 */
export const portal = StateMachine.make<PortalState, PortalTrigger, EventType>({
  name: "Portal",
  states: PortalState,
  triggers: PortalTrigger,
  starts: [
    { trigger: "create", to: "none", events: [] },
    { trigger: "create_with_portal", to: "active", events: [], guard: "emailAndPasswordGiven" }
  ],
  moves: [
    ...PortalState.literals.map((from) => ({ from, trigger: "setup" as const, to: "active" as const, events: [] })),
    { from: "active", trigger: "revoke", to: "disabled", events: [] },
    { from: "active", trigger: "update_email", to: "active", events: [] },
    { from: "active", trigger: "reset_2fa", to: "active", events: [] }
  ],
  terminal: []
})

/** Whether an operator in portal state `state` may sign in. */
export const canSignIn = (state: PortalState): boolean => state === "active"
