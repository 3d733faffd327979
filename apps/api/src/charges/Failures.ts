export { envelopeErrors, toEnvelope } from "../http/Failures.ts"
