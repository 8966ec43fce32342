import type { Struct } from 'superstruct'
import { findContactDetails } from './contact-filter'
import type { ContactKind } from './contact-filter'
import { optionalText, requiredText } from './field-checks'
import { EMAIL_MAX } from './limits'
import { msg } from './messages'

// Field structs that carry the form's own messages, so the browser and the API say the same thing: every check
// of shared/field-checks.ts, and those that need the contact filter or the messages about e-mail addresses.
export * from './field-checks'

const contactMessages: Record<ContactKind, string> = {
  phone: msg.contactPhone,
  email: msg.contactEmail,
  link: msg.contactLink,
  handle: msg.contactHandle,
}

/**
 * For every text another person reads: true, or what to remove (a phone number, an e-mail address, a link,
 * a handle). One rule for profile fields, interest messages and, until a side shares its details, messages.
 */
export function noContactDetails(value: string): true | string {
  const kind = findContactDetails(value)
  return kind ? contactMessages[kind] : true
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const isEmail = (value: string) => EMAIL_SHAPE.test(value)

export function email(requiredMessage: string, shapeMessage: string): Struct<string, null> {
  return requiredText(requiredMessage, {
    max: EMAIL_MAX,
    maxMessage: shapeMessage,
    check: (v) => isEmail(v) || shapeMessage,
  })
}

/** An e-mail address only when there is one: blank is fine, anything else must look like an address. */
export function optionalEmail(shapeMessage: string): Struct<string | undefined, null> {
  return optionalText({ max: EMAIL_MAX, maxMessage: shapeMessage, check: (v) => isEmail(v) || shapeMessage })
}
