import { digitsForWords, normaliseForContactCheck } from './contact-normalise'
import { EMAIL_PATTERNS, HANDLE_PATTERNS, LINK_PATTERNS } from './contact-patterns'

// The one contact filter: every text that another person reads (a profile's free-text fields, interest
// messages, conversation messages until the sender has shared their details) goes through findContactDetails,
// which says what kind of contact detail it found, so the person is told what to remove. The text is read as
// a person would read it (shared/contact-normalise.ts), then checked for phone numbers (here) and for e-mail
// addresses, links and handles (shared/contact-patterns.ts). What families really write passes: heights,
// weights, years, incomes, dates and times of birth, ages, pin codes.

export type ContactKind = 'phone' | 'email' | 'link' | 'handle'

export { normaliseForContactCheck }

// Not glued to a longer number: a unit or a date may end a phone number's last digits without excusing them.
const ALONE = String.raw`(?<!\d[\s\p{Pd}.()/\\_*|~+:]{0,3})`

// Numbers with their unit, which are not phone numbers: removed before the digits are counted. Each takes at
// most a few digits, so that a phone number cannot hide behind a unit ("98765 kg" keeps its five digits).
const WITH_UNITS: RegExp[] = [
  // Times of birth: "10.30 am".
  /(?<!\d)\d{1,2}[.:]\d{2}\s*(?:[ap]\.?\s?m\b|hrs?\b|hours\b)/g,
  // Heights: 5'4", 5' 4'', 5 ft 4 in, 5 feet 4 inches, 5.4 ft.
  new RegExp(
    String.raw`${ALONE}(?<![\d.])\d(?:\.\d{1,2})?\s*(?:'|’|ft\b\.?|feet\b|foot\b)\s*(?:\d{1,2}(?!\d)\s*(?:"|''|”|in\b|inch(?:es)?\b)?)?`,
    'gu',
  ),
  // Quantities with a unit: 165 cm, 60 kg, 12 lakh, 25 years, 90%, 2 brothers, 12th.
  new RegExp(
    String.raw`${ALONE}(?<![\d.,])\d{1,3}(?:\.\d{1,2})?\s*(?:cm|kgs?|kilos?|lakhs?|lacs?|lpa|crores?|cr|k|thousand|years?|yrs?|yo|months?|days?|weeks?|hours?|km|miles|%|percent|kids|children|siblings|brothers?|sisters?|members|people|times|generations?|th|st|nd|rd)(?![\p{L}\p{M}])`,
    'gu',
  ),
  // Money: Rs. 12,00,000, $120,000, ₹ 15 lakh, and ranges of it.
  /(?:rs\.?|inr|₹|\$|usd|£|gbp|€|eur|aed)\s*\d{1,3}(?:[,.]\d{2,3})*(?:\.\d{1,2})?/g,
  // Ages: "aged 28", "age 25-30", "ages 25 to 30".
  /\bage[sd]?\s*:?\s*\d{2}(?:\s*(?:-|–|to)\s*\d{2})?(?!\d)/g,
  // Pin codes where they are named: "pin 600028", "PIN code: 400 001".
  /\b(?:pin\s*(?:code)?|pincode|postal\s*code|zip(?:\s*code)?)\s*[:-]?\s*\d{3}\s?\d{3}(?!\d)/g,
]

// Digits with up to three separators between them: spaces, dashes, dots, brackets, slashes, commas, colons.
const DIGIT_RUN = /\d(?:[\s\p{Pd}.()/\\_*|~+,:]{0,3}\d)*/gu
// What a run of digits may consist of and still not be a phone number: dates, times, years and ranges of
// them, amounts grouped with commas, decimals. A run is excused only when every digit in it is one of these.
const BENIGN_IN_RUN: RegExp[] = [
  /(?<!\d)(?:\d{1,2}[./-]\d{1,2}[./-](?:19|20)?\d\d|(?:19|20)\d\d-\d{1,2}-\d{1,2})(?!\d)/g,
  /(?<!\d)\d{1,2}:\d{2}(?::\d{2})?(?!\d)/g,
  /(?<!\d)(?:19|20)\d\d(?!\d)/g,
  /(?<![\d,])\d{1,3}(?:,\d{2,3})+(?![\d])/g,
  /(?<![\d.])\d{1,2}\.\d{1,2}(?![\d.])/g,
]
// In a run of ten digits or more only what cannot be a phone number's pieces excuses it: full dates, years,
// times and amounts grouped with commas (not "0.0" or "1-2-34").
const BENIGN_IN_LONG_RUN: RegExp[] = [
  /(?<!\d)(?:\d{1,2}[./-]\d{1,2}[./-](?:19|20)\d\d|(?:19|20)\d\d-\d{1,2}-\d{1,2})(?!\d)/g,
  ...BENIGN_IN_RUN.slice(1, 4),
]
/** The digits of a run that no date, time, year, amount (or decimal, in a short run) accounts for. */
const unexcused = (run: string, benign: RegExp[]) =>
  benign.reduce((left, p) => left.replace(p, ' '), run).replace(/\D/g, '').length

function hasPhoneNumber(clean: string): boolean {
  let text = digitsForWords(clean)
  for (const benign of WITH_UNITS) text = text.replace(benign, ' ; ')
  const runs = (text.match(DIGIT_RUN) ?? []).map((run) => {
    const digits = run.replace(/\D/g, '').length
    return { digits, left: unexcused(run, digits >= 10 ? BENIGN_IN_LONG_RUN : BENIGN_IN_RUN) }
  })
  // One number written in one place, however it is split up: "+91 98765-43210", "9 8 7 6 5 4 3 2 1 0"; only
  // a run made wholly of dates, years and amounts ("2015-2018, 2018-2024") is excused.
  if (runs.some((r) => r.digits >= 10 && r.left > 0)) return true
  // One number split across the text ("starts 98765, ends 43210"): the digits left once heights, years,
  // amounts and dates are gone add up to a phone number. Single digits ("2 brothers and 1 sister") do not count.
  const left = runs.filter((r) => r.left >= 2).reduce((sum, r) => sum + r.left, 0)
  if (left >= 10) return true
  // A long unexplained number whose rest looks like a year or a date ("starts 987654, ends 1994"): next to it
  // every number counts. (A pin code next to a year reads the same: pin codes pass when they are named.)
  if (!runs.some((r) => r.left >= 5 && r.left === r.digits)) return false
  return runs.filter((r) => r.digits >= 2).reduce((sum, r) => sum + r.digits, 0) >= 10
}

/** The kind of contact detail the text carries (a phone number, an e-mail address, a link, a handle), or null. */
export function findContactDetails(text: string): ContactKind | null {
  const clean = normaliseForContactCheck(text)
  if (EMAIL_PATTERNS.some((pattern) => pattern.test(clean))) return 'email'
  if (HANDLE_PATTERNS.some((pattern) => pattern.test(clean))) return 'handle'
  if (LINK_PATTERNS.some((pattern) => pattern.test(clean))) return 'link'
  if (hasPhoneNumber(clean)) return 'phone'
  return null
}

/** True when the text carries an e-mail address, a phone number, a link or a messaging handle. */
export function hasContactDetails(text: string): boolean {
  return findContactDetails(text) !== null
}
