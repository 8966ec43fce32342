// The terms forbid contact details and links in a visible profile (About Me, expectations, interest messages).
// People who want to slip a number past a filter write it in another script, with look-alike characters, with
// invisible characters in between, or in words; so the text is normalised first and then checked. The checks
// lean towards letting ordinary prose through ("5 feet 6", "born in 1994", "B.Com", "ages 25-30").

/** Common top-level domains; word-like ones that are rarely domains in prose (tech, life, is, to...) are left out. */
const TLD = String.raw`(?:com|net|org|in|co|io|uk|me|info|biz|us|ai|app|dev|xyz|online|site|link|page|ly|gl|tv|cc|ws|gg|edu|gov)`
const MAIL_PROVIDER = String.raw`(?:gmail|googlemail|yahoo|ymail|hotmail|outlook|rediffmail|rediff|icloud|protonmail|proton|aol|zoho)`
const NETWORK = String.raw`(?:instagram|insta|ig|telegram|tg|whats\s?app|wa|snapchat|snap|twitter|x|facebook|fb|linkedin|skype|signal|discord|threads|tiktok|wechat|kik)`
const HANDLE = String.raw`[a-z0-9_](?:[a-z0-9_.]*[a-z0-9_])?`
const LABEL = '[a-z0-9-]+'
const NOT_A_HANDLE =
  'is|not|no|private|available|shared|given|on|upon|after|request|only|will|can|for|in|the|a|my'

// "@" itself or an obfuscation no one writes by accident; a plain " at " is weaker and needs a known domain end.
const AT_STRONG = String.raw`(?:\s*@\s*|\s*[([{<]\s*at\s*[)\]}>]\s*|\s+at\s*the\s*rate(?:\s*of)?\s+|\s*atrate\s*)`
const AT_WORD = String.raw`\s+at\s+`
// A dot with spaces around it ("gmail . com") only counts before an ending that is not also an English word.
const DOT = String.raw`(?:\.|\s*\.\s*(?=(?:com|net|org)\b)|\s*[([{<]\s*dot\s*[)\]}>]\s*|\s+dot\s+)`
// Bounded (an address's local part has at most 64 characters) so that a long run of letters is not rescanned.
const LOCAL = String.raw`[a-z0-9._%+-]{1,64}`

const CONTACT_PATTERNS: RegExp[] = [
  new RegExp(`${LOCAL}${AT_STRONG}${LABEL}(?:${DOT}${LABEL})*${DOT}[a-z]{2,}\\b`),
  new RegExp(`${LOCAL}${AT_WORD}${LABEL}(?:${DOT}${LABEL})*${DOT}${TLD}\\b`),
  new RegExp(String.raw`${AT_STRONG}${MAIL_PROVIDER}\b`),
  new RegExp(String.raw`\b${MAIL_PROVIDER}${DOT}${TLD}\b`),
  /\b(?:https?|ftp)\s*:\s*\/\/|\bwww\s*\.\s*[a-z0-9]/,
  // Single-letter shorteners and chat links; other bare domains need a label of two or more characters, so
  // that degrees such as B.Com and M.Com are not mistaken for one.
  /(?<![\w'])(?:(?:t|wa|m)\.me\b|(?:t|wa|m)\s*\.\s*me\s*\/|t\.co\b|x\.com\b)/,
  new RegExp(
    `(?<![\\w@.-])[a-z0-9][a-z0-9-]+(?:\\.${LABEL})*(?:\\.|\\s*[([{<]\\s*dot\\s*[)\\]}>]\\s*)${TLD}\\b`,
  ),
  new RegExp(`(?<![a-z0-9])${NETWORK}(?![a-z0-9])[^@\\n]{0,30}@${HANDLE}`),
  new RegExp(`@${HANDLE}\\s*(?:on|at|in|\\()\\s*${NETWORK}(?![a-z0-9])`),
  // "insta: ravi_k99": after a colon the handle must look like one (a digit, "_" or an inner dot), not a word.
  new RegExp(`(?<![a-z0-9])${NETWORK}\\s*[:=#]\\s*@?(?=[a-z0-9_.]*[a-z])[a-z0-9_]*(?:[0-9_]|\\.[a-z0-9_])`),
  new RegExp(
    `(?<![a-z0-9])${NETWORK}\\s*(?:id|handle|user\\s?name)\\s*(?:is|:|-|=)?\\s*@?(?!(?:${NOT_A_HANDLE})\\b)${HANDLE}`,
  ),
]

// Digit words in English, Hindi written in Latin letters, and Hindi in Devanagari.
const DIGIT_WORDS: [string, number][] = [
  ['zero|shunya|shoonya|sunya|shunye|शून्य', 0],
  ['one|ek|aek|एक', 1],
  ['two|do|दो', 2],
  ['three|teen|tin|तीन', 3],
  ['four|char|chaar|चार', 4],
  ['five|panch|paanch|paach|पांच|पाँच', 5],
  ['six|chhe|chhah|chah|che|chhey|chheh|छह|छः|छे', 6],
  ['seven|saat|sat|सात', 7],
  ['eight|aath|aat|ath|आठ', 8],
  ['nine|nau|nao|nou|नौ', 9],
]
const DIGIT_WORD_PATTERNS = DIGIT_WORDS.map(
  ([words, digit]) =>
    [new RegExp(`(?<![\\p{L}\\p{M}])(?:${words})(?![\\p{L}\\p{M}])`, 'gu'), String(digit)] as const,
)

// Digits with up to three separators between them: spaces, dashes, dots, brackets, slashes. A comma counts only
// before a space, so that Indian amounts ("12,00,000 - 15,00,000") do not run together into a phone number.
const DIGIT_RUN = /\d(?:(?:[\s\p{Pd}.()/\\_*|~+]|,(?=\s)){0,3}\d)*/gu
// Times of birth ("10:30", "10.30 am") sit next to dates of birth in many profiles.
const CLOCK_TIME = /(?<!\d)\d{1,2}(?::\d{2}(?::\d{2})?|\.\d{2}(?=\s*(?:[ap]\.?\s?m\b|hrs?\b|hours\b)))(?!\d)/g
const YEAR = /^(?:19|20)\d\d$/

/** The decimal digit 0-9 that any Unicode decimal digit stands for. */
function asciiDigit(ch: string): string {
  if (ch >= '0' && ch <= '9') return ch
  // Unicode assigns decimal digits only in contiguous runs of ten, 0 to 9, so the position in the run is the value.
  const code = ch.codePointAt(0)!
  let offset = 0
  while (/\p{Nd}/u.test(String.fromCodePoint(code - offset - 1))) offset++
  return String(offset % 10)
}

/** Compatibility forms folded, invisible characters dropped, every digit in ASCII, lower case. */
export function normaliseForContactCheck(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu, '')
    .replace(/\p{Nd}/gu, asciiDigit)
    .replace(/[\u3002\u00b7\u2022\u2219]/g, '.')
    .toLowerCase()
}

function hasPhoneNumber(text: string): boolean {
  let digits = text.replace(CLOCK_TIME, ' time ')
  for (const [pattern, digit] of DIGIT_WORD_PATTERNS) digits = digits.replace(pattern, digit)
  digits = digits.replace(/\b(double|triple)\s*(\d)/g, (_m, times: string, d: string) =>
    d.repeat(times === 'double' ? 2 : 3),
  )
  for (const run of digits.match(DIGIT_RUN) ?? []) {
    const groups = run.split(/\D+/)
    if (groups.join('').length < 10) continue
    // "2015-2018, 2018-2024" is a career, not a number.
    if (groups.every((g) => YEAR.test(g))) continue
    return true
  }
  return false
}

/** True when the text carries an e-mail address, a phone number, a link or a messaging handle. */
export function hasContactDetails(text: string): boolean {
  const clean = normaliseForContactCheck(text)
  return hasPhoneNumber(clean) || CONTACT_PATTERNS.some((pattern) => pattern.test(clean))
}
