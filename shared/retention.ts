// How long we keep what (docs/security.md "Retention"; the privacy notice and README say the same). The
// retention job (server/privacy/retention.ts) enforces each period every hour.

/** Processing logs (profile history, contact views, profile views) and the audit log: one year, then erased. */
export const LOG_RETENTION_DAYS = 365
/** Rate-limit counters and login back-off: two days after their last use (their windows are minutes). */
export const LIMIT_RETENTION_DAYS = 2
/** Read in-app notifications: ninety days. */
export const NOTIFICATION_RETENTION_DAYS = 90
/** Optional (off unless INACTIVE_ERASURE_YEARS is set): the warning e-mail comes this long before erasure. */
export const INACTIVE_WARNING_HOURS = 48
