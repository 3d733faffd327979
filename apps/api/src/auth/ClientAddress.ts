/** The client address rules live in the domain (the gateway applies them too); re-exported for the API's modules. */
export { addressLengthMax, clientAddress, forwardedHopsMax, normalizeAddress } from "@trilho/domain/auth/ClientAddress"
