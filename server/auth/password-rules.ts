import { msg } from '../../shared/messages'
import type { Db } from '../db/database'
import { isCommonPassword } from './common-passwords'

// What a guesser tries first after the common passwords: the name of the service, the person's own name and
// e-mail address. A password containing one of them is refused wherever a password is chosen.

const SERVICE_NAMES = ['matrimony', 'matrimonial', 'shaadi', 'vivah']
const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
}

/** Lower case letters and digits only, and the same with look-alike symbols read as letters ("M@tr1mony"). */
function forms(text: string): string[] {
  const plain = text.normalize('NFKC').toLowerCase()
  return [
    plain.replace(/[^\p{L}\p{N}]/gu, ''),
    [...plain]
      .map((ch) => LEET[ch] ?? ch)
      .join('')
      .replace(/[^\p{L}\p{N}]/gu, ''),
  ]
}

/** The words of an e-mail address's local part and of names that are long enough to mean something. */
function personalWords(email: string, names: (string | null | undefined)[]): string[] {
  const local = email.split('@')[0] ?? ''
  const words = [local, ...local.split(/[._+-]+/), ...names.flatMap((n) => (n ? n.split(/\s+/) : []))]
  return words.map((w) => forms(w)[0]).filter((w) => w.length >= 3)
}

/** The message for a password that must not be chosen, or null. */
export function passwordProblem(
  password: string,
  person: { email: string; names: (string | null | undefined)[] },
): string | null {
  if (isCommonPassword(password)) return msg.passwordTooCommon
  const candidates = forms(password)
  const banned = [...SERVICE_NAMES, ...personalWords(person.email, person.names)]
  if (banned.some((word) => candidates.some((c) => c.includes(word)))) return msg.passwordPersonal
  return null
}

/** The names a person is known by here: the account's own and those of the profile it owns. */
export async function namesOf(db: Db, accountId: number): Promise<(string | null)[]> {
  const account = await db
    .selectFrom('accounts')
    .select('displayName')
    .where('id', '=', accountId)
    .executeTakeFirst()
  const own = await db
    .selectFrom('profiles')
    .select(['firstName', 'lastName'])
    .where('ownerAccountId', '=', accountId)
    .executeTakeFirst()
  return [account?.displayName ?? null, own?.firstName ?? null, own?.lastName ?? null]
}
