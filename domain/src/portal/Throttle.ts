/** Failed sign-ins per e-mail address within a window, at most; the next attempt is refused until it ends. */
export const loginFailuresPerEmailMax = 5
/** Failed sign-ins per client address within a window, at most (several operators may share an address). */
export const loginFailuresPerAddressMax = 20
/** Length of the sign-in throttling window. */
export const loginWindowMs = 15 * 60 * 1000

/** The subjects a failed sign-in counts against. */
export const loginSubjects = (email: string, clientIp: string) =>
  ({ email: `email:${email}`, address: `ip:${clientIp}` }) as const

/**
 * Whether a sign-in is refused before its password is checked: `emailFailures` and `addressFailures` are the failures
 * of the last `loginWindowMs` (a sliding window).
 */
export const throttled = (emailFailures: number, addressFailures: number): boolean =>
  emailFailures >= loginFailuresPerEmailMax || addressFailures >= loginFailuresPerAddressMax

/** Seconds until a throttled subject may try again, at most: the window's length (a sliding window). */
export const retryAfterSeconds = loginWindowMs / 1000
