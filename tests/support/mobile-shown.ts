// The API sends a mobile number formatted for reading (server/visibility.ts): a ten-digit Indian number given
// at sign-up (9840055555) reads +91 98400 55555. Checks that it is NOT shown look for its last five digits,
// which read the same formatted or not, so that they fail whichever way it leaks.

/** How a ten-digit Indian mobile number reads on the pages. */
export const mobileShown = (tenDigits: string) => `+91 ${tenDigits.slice(0, 5)} ${tenDigits.slice(5)}`

/** What any form of the number contains: its last five digits. */
export const mobileTrace = (phone: string) => phone.slice(-5)
