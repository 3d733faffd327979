/**
 * The portal routes answer their domain errors as every route does: the envelope of the error's row, in the class of
 * its status, checked by the compiler against what each endpoint declares.
 */
export { envelopeErrors as portalErrors, toEnvelope } from "../http/Failures.ts"
