// The spec's business constants (section 9) and the limits we add (docs/spec-deviations.md). The breakpoints (xs < 576, sm 576,
// md 768 (the mobile menu), lg 992, xl 1200, xxl 1400 px) and the transitions (dialog and fade 300 ms, backdrop
// 150 ms) are CSS's own: renderer/src/styles/tokens.css and the media queries.
export const HEADER_SCROLL_THRESHOLD_PX = 50
export const REQUEST_TIMEOUT_MS = 10_000
export const NAME_MAX = 15
/** A member of staff's full name (ours: the spec's 15 is a profile's first or last name). */
export const STAFF_NAME_MAX = 60
export const MOBILE_DIGITS = 10
export const YEAR_MIN = 1900
export const TEXT_MAX = 60
export const LONG_TEXT_MAX = 1000
export const EMAIL_MAX = 254
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 200
export const WEIGHT_MIN_KG = 30
export const WEIGHT_MAX_KG = 200
export const PROFILE_AGE_MAX = 100
export const MARRIAGEABLE_AGE = { female: 18, male: 21, other: 18 } as const
export const JOB_PREVIEW_CHARS = 300
export const CONTACT_MESSAGE_ROWS = 7
export const PAGE_SIZE = 10
/** Search counts stop here and say "1,000+". */
export const COUNT_CAP = 1000
export const RESET_TOKEN_MINUTES = 30
export const TOKEN_HOURS = 12
export const IDLE_COUNTDOWN_SECONDS = 30
