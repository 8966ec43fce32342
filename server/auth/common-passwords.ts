import { dictionary } from '@zxcvbn-ts/language-common'
import { PASSWORD_MIN } from '../../shared/limits'

// The most common passwords of leaked-password corpora: zxcvbn-ts's list (MIT), drawn from the Xato set of ten
// million passwords that SecLists' top lists also come from, lower-cased. About 18,000 of its 49,000 entries
// are long enough to pass our length rule. That is too big for the browser bundle, so the list is checked on
// the server only, wherever a password is chosen: reset-password (which also sets a new member's first
// password) and the accounts CLI.
let common: Set<string> | null = null

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].filter((p) => p.length >= PASSWORD_MIN))
  return common.has(password.toLowerCase())
}
