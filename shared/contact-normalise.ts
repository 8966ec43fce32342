// The contact filter reads text as a person reads it, not as the code points say: whatever looks like a
// digit or a Latin letter becomes one, whatever is invisible goes, and numbers written as words become digits.
// A class of disguise is handled here once, instead of listing the strings people have tried.

/** Decimal digits that NFKC leaves alone: dingbat circled forms and the double-circled ones. */
const DIGIT_RUNS: [first: number, startsAt: number][] = [
  [0x2776, 1], // ❶..❿ negative circled
  [0x2780, 1], // ➀..➉ sans-serif circled
  [0x278a, 1], // ➊..➓ negative sans-serif circled
  [0x24f5, 1], // ⓵..⓾ double circled
]
const TEN_FORMS = new Set([0x277f, 0x2789, 0x2793, 0x24fe])
const ZERO_FORMS: Record<string, string> = { '\u24ff': '0', '\u{1f10b}': '0', '\u{1f10c}': '0' }

function dingbatDigit(ch: string): string | null {
  const code = ch.codePointAt(0)!
  if (TEN_FORMS.has(code)) return '10'
  for (const [first, startsAt] of DIGIT_RUNS)
    if (code >= first && code < first + 9) return String(code - first + startsAt)
  return ZERO_FORMS[ch] ?? null
}

// Letters that look Latin but are not: small capitals and other phonetic forms, Cyrillic and Greek twins.
const LOOK_ALIKES: Record<string, string> = {
  ᴀ: 'a',
  ʙ: 'b',
  ᴄ: 'c',
  ᴅ: 'd',
  ᴇ: 'e',
  ꜰ: 'f',
  ɢ: 'g',
  ʜ: 'h',
  ɪ: 'i',
  ᴊ: 'j',
  ᴋ: 'k',
  ʟ: 'l',
  ᴍ: 'm',
  ɴ: 'n',
  ᴏ: 'o',
  ᴘ: 'p',
  ǫ: 'q',
  ʀ: 'r',
  ꜱ: 's',
  ᴛ: 't',
  ᴜ: 'u',
  ᴠ: 'v',
  ᴡ: 'w',
  ʏ: 'y',
  ᴢ: 'z',
  а: 'a',
  в: 'b',
  е: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ɡ: 'g',
  ո: 'n',
  ս: 'u',
  ⅼ: 'l',
  α: 'a',
  β: 'b',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
}
const LOOK_ALIKE = new RegExp(`[${Object.keys(LOOK_ALIKES).join('')}]`, 'giu')

/** The decimal digit 0-9 that any Unicode decimal digit stands for. */
function asciiDigit(ch: string): string {
  if (ch >= '0' && ch <= '9') return ch
  // Unicode assigns decimal digits only in contiguous runs of ten, 0 to 9, so the position in the run is the value.
  const code = ch.codePointAt(0)!
  let offset = 0
  while (/\p{Nd}/u.test(String.fromCodePoint(code - offset - 1))) offset++
  return String(offset % 10)
}

/**
 * Compatibility forms folded (full-width, mathematical, superscript, circled), invisible characters and
 * enclosing marks (keycaps) dropped, look-alike letters made Latin, every digit in ASCII, lower case.
 */
export function normaliseForContactCheck(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Me}]/gu, '')
    .replace(/[\u2776-\u2793\u24f5-\u24ff\u{1f10b}\u{1f10c}]/gu, (ch) => ` ${dingbatDigit(ch) ?? ch} `)
    .replace(LOOK_ALIKE, (ch) => LOOK_ALIKES[ch] ?? LOOK_ALIKES[ch.toLowerCase()] ?? ch)
    .replace(/\p{Nd}/gu, asciiDigit)
    .replace(/[\u3002\u00b7\u2022\u2219\u0964]/g, '.')
    .toLowerCase()
}

// Digit words in English, Hindi and Tamil, each in Latin letters and in its own script.
const DIGIT_WORDS: [string, number][] = [
  [
    'zero|shunya|shoonya|sunya|shunye|poojyam|pujyam|poojiyam|suzhiyam|शून्य|ज़ीरो|जीरो|பூஜ்யம்|பூஜ்ஜியம்|சுழியம்|ஜீரோ',
    0,
  ],
  ['one|ek|aek|onnu|ondru|onru|एक|ஒன்று|ஒன்னு', 1],
  ['two|do|rendu|irandu|randu|दो|இரண்டு|ரெண்டு', 2],
  ['three|teen|tin|moonu|moondru|munru|mundru|तीन|மூன்று|மூணு', 3],
  ['four|char|chaar|naalu|naangu|nangu|naanku|चार|நான்கு|நாலு', 4],
  ['five|panch|paanch|paach|anju|aindhu|ainthu|aindu|पांच|पाँच|ஐந்து|அஞ்சு', 5],
  ['six|chhe|chhah|chah|che|chhey|chheh|aaru|छह|छः|छे|ஆறு', 6],
  ['seven|saat|sat|ezhu|yezhu|elu|सात|ஏழு', 7],
  ['eight|aath|aat|ath|ettu|yettu|आठ|எட்டு', 8],
  ['nine|nau|nao|nou|onbathu|onbadhu|ombothu|ombadhu|onpathu|नौ|ஒன்பது', 9],
]
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']
const TEENS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
]
const UNITS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']

const word = (words: string) => new RegExp(`(?<![\\p{L}\\p{M}])(?:${words})(?![\\p{L}\\p{M}])`, 'gu')
// Made at the first check, not when the module loads: a page that only might check a text (the logged-in
// header's pieces load this module) does not spend a phone's milliseconds on a dozen Unicode patterns.
let patterns:
  | {
      digitWords: (readonly [RegExp, string])[]
      tensWithUnit: RegExp
      tensAlone: RegExp
      teen: RegExp
    }
  | undefined
const numberWords = () =>
  (patterns ??= {
    digitWords: DIGIT_WORDS.map(([words, digit]) => [word(words), String(digit)] as const),
    tensWithUnit: word(`(${TENS.filter(Boolean).join('|')})[\\s-]*(${UNITS.filter(Boolean).join('|')})`),
    tensAlone: word(TENS.filter(Boolean).join('|')),
    teen: word(TEENS.join('|')),
  })
const REPEAT = /(?<![\p{L}\p{M}])(double|triple|dabal|dubble|डबल|ट्रिपल|டபுள்|டிரிபிள்)\s*(\d)/gu

/** Number words replaced by their digits ("ninety eight" → 98, "double nine" → 99, "नौ" → 9). */
export function digitsForWords(text: string): string {
  const { digitWords, tensWithUnit, tensAlone, teen } = numberWords()
  let out = text
    .replace(tensWithUnit, (_m, tens: string, unit: string) => `${TENS.indexOf(tens)}${UNITS.indexOf(unit)}`)
    .replace(teen, (m) => String(10 + TEENS.indexOf(m)))
    .replace(tensAlone, (m) => `${TENS.indexOf(m)}0`)
  for (const [pattern, digit] of digitWords) out = out.replace(pattern, digit)
  return out.replace(REPEAT, (_m, times: string, d: string) =>
    d.repeat(/^(triple|ट्रिपल|டிரிபிள்)$/.test(times) ? 3 : 2),
  )
}
