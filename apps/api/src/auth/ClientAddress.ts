import { Auth } from "@trilho/domain"

/** The client address rules live in the domain (the gateway applies them too); re-exported for the API's modules. */
export const { addressLengthMax, clientAddress, forwardedHopsMax, normalizeAddress } = Auth.ClientAddress
