/**
 * The operator portal's use cases, one file each: the merchant's management of a subaccount's login (status, setup,
 * e-mail, revoke), the operator's sign-in, two-factor authentication and password reset. Each reads its ports from
 * the context; this module is their one public surface (`Portal.Service`).
 */
export { type PortalView, requireSubaccounts, resolveSubaccount, type SubaccountRef, toView } from "./Common.ts"
export { login, portalSessionTtlMs, throttledLogin } from "./Login.ts"
export { forgotPassword, resetPassword, resetTokenTtlMs } from "./PasswordReset.ts"
export { checkCreateFields, revoke, setup, setupAtCreate, updateEmail } from "./Setup.ts"
export { status, statusItem } from "./Status.ts"
export { enable2fa, matchTotp, reset2fa, setup2fa, totpIssuer } from "./TwoFactor.ts"
