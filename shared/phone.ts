import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/mobile'
import type { CountryCode } from 'libphonenumber-js/mobile'

// Mobile numbers for every country, checked with libphonenumber's mobile ranges (not rules of our own),
// stored in E.164 (+ country code and number, no spaces) and shown in the international format.

/** India first, then the countries where most Indian families abroad live; the rest follow by code. */
const firstCountries: CountryCode[] = ['IN', 'US', 'GB', 'CA', 'AU', 'AE', 'SG', 'NZ', 'SA', 'QA', 'KW', 'OM']

/** One entry per dialling code (+1 serves the United States and Canada): the value and the main country. */
export interface DialCode {
  value: string
  country: CountryCode
}

function dialCodes(): DialCode[] {
  const seen = new Map<string, CountryCode>()
  for (const country of [...firstCountries, ...getCountries()]) {
    const value = `+${getCountryCallingCode(country)}`
    if (!seen.has(value)) seen.set(value, country)
  }
  const rest = [...seen].filter(([, c]) => !firstCountries.includes(c))
  rest.sort(([a], [b]) => Number(a.slice(1)) - Number(b.slice(1)))
  return [...firstCountries.map((c) => [`+${getCountryCallingCode(c)}`, c] as const), ...rest].map(
    ([value, country]) => ({ value, country }),
  )
}

export const dialCodeList: DialCode[] = dialCodes()
export const dialCodeValues: string[] = dialCodeList.map((d) => d.value)

/** A national number with its dialling code as E.164, or null when it is not a mobile number there. */
export function toE164(code: string, national: string): string | null {
  const digits = national.replace(/[\s\-().]/g, '')
  if (!/^\+\d{1,4}$/.test(code) || !/^\d{4,15}$/.test(digits)) return null
  const parsed = parsePhoneNumberFromString(`${code}${digits.replace(/^0+/, '')}`)
  return parsed?.isValid() ? parsed.number : null
}

/**
 * A number typed in one field (+971 50 123 4567, or ten digits meaning India as the office always assumed)
 * as E.164, or null when it is not a valid mobile number.
 */
export function mobileToE164(typed: string): string | null {
  const text = typed.trim().replace(/[\s\-().]/g, '')
  if (text.startsWith('+')) {
    const parsed = parsePhoneNumberFromString(text)
    return parsed?.isValid() ? parsed.number : null
  }
  if (text.startsWith('00')) return mobileToE164(`+${text.slice(2)}`)
  return toE164('+91', text)
}

/** A stored number as people read it: +91 98765 43210; anything unparsable as it was stored. */
export function formatMobile(stored: string | null | undefined): string {
  if (!stored) return ''
  return parsePhoneNumberFromString(stored)?.formatInternational() ?? stored
}
