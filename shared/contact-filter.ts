// The terms forbid contact details and links in a visible profile (About Me, expectations, interest messages).
const CONTACT_PATTERN =
  /[^\s@]+@[^\s@]+\.[a-z]{2,}|(?:\+?\d[\d\s().-]{7,}\d)|https?:\/\/|www\.|\b[a-z0-9-]+\.(?:com|in|org|net|co|io|uk)\b/i

/** True when the text carries an e-mail address, a phone number or a link. */
export function hasContactDetails(text: string): boolean {
  return CONTACT_PATTERN.test(text)
}
