import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hasContactDetails, normaliseForContactCheck } from './contact-filter'

// The audit's texts first: each one got through the old filter.
const caught = [
  'Call me on ９８７６５４３２１０ after six',
  'मेरा नंबर ९८७६५ ४३२१० है',
  'Number: ৯৮৭৬৫-৪৩২১০',
  'Ping ௯௮௭௬௫ ௪௩௨௧௦ any time',
  'Call ೯೮೭೬೫೪೩೨೧೦ or ౯౮౭౬౫౪౩౨౧౦',
  'رقم ٩٨٧٦٥٤٣٢١٠',
  'Mail ravi.kumar＠gmail．com',
  'Find me on t.me/ravi_k',
  'or t . me / ravi_k',
  'Message wa.me/919876543210',
  'nine eight seven six five four three two one zero',
  'Nine-Eight-Seven-Six-Five, Four-Three-Two-One-Zero',
  'nau aath saat chhe paanch chaar teen do ek shunya',
  'नौ आठ सात छह पांच चार तीन दो एक शून्य',
  '98 76 five 4 three 2 one 0 nine 8',
  'double nine eight seven six five four three two one',
  'ravi at gmail dot com',
  'ravi(at)gmail(dot)com',
  'ravi [at] yahoo [dot] co [dot] in',
  'ravi AT THE RATE gmail DOT com',
  'ravi @ gmail . com',
  'write to ravi@gmail',
  'Mail me at me@example.com',
  'Call +91-98765-43210',
  '(022) 2345-6789',
  '98765\u200b43210 (no spaces, honest)',
  '9\u200c8\u200d7\u20606\ufeff5\u00ad4 3 2 1 0',
  '𝟗𝟖𝟕𝟔𝟓𝟒𝟑𝟐𝟏𝟎',
  'See https://example.org/ravi',
  'www.ravikumar.in has my photos',
  'my blog: ravikumar.in',
  'ravikumar(dot)com',
  'insta @ravi_k_99',
  'Instagram: ravi_k99',
  'my telegram handle is ravi_k',
  'follow @ravi.kumar on instagram',
  'WhatsApp me @ravik',
]

const passes = [
  'I am 5 feet 6 inches tall',
  'Born in 1994 in Pune',
  'B.Tech from IIT Madras',
  'M.Com graduate, B.Sc. (Hons) and Ph.D. in chemistry',
  'We are a family of 4',
  'I work 9 to 5 at an IT company',
  'Looking for ages 25-30, height 5\'2"-5\'8"',
  'I work at Infosys. In my free time I read',
  'Love spending time @ home. Cooking is my hobby',
  'Income 12,00,000 - 15,00,000 per annum',
  'Born on 12/05/1994, 10:30 am in Chennai',
  'DOB 12-05-1994, 10.30 pm, Chennai',
  'Worked at TCS 2015-2018, 2018-2024 at Wipro',
  'Someone honest; everyone says I am done with being alone',
  'I do yoga and enjoy one or two trips a year, three cups of tea a day',
  'Love instagram reels and whatsapp jokes',
  "I can't. Me and my sister run a bakery",
  'My instagram id is not shared here',
  'Height 5.6 ft, weight 60 kg, 2 siblings aged 28, 25',
  'Warm and curious, loves cooking for friends and long weekend walks.',
  'Family comes first; enjoys classical music, cricket and travelling to new cities.',
  'Someone kind and honest who values family and has a sense of humour.',
  'मैं पुणे में रहती हूँ और मेरे दो भाई हैं',
]

describe('hasContactDetails', () => {
  it.each(caught)('catches %s', (text) => {
    expect(hasContactDetails(text)).toBe(true)
  })
  it.each(passes)('lets through %s', (text) => {
    expect(hasContactDetails(text)).toBe(false)
  })
  it('reads every script of decimal digits as ASCII digits', () => {
    expect(normaliseForContactCheck('०१२३४५६७८९ ০৯ ௦௯ ０９ ٠٩ 𝟎𝟗')).toBe('0123456789 09 09 09 09 09')
  })
})

// Decimal digit systems that Intl can render, so the test does not hard-code the code points it checks.
const scripts = [
  'latn',
  'deva',
  'beng',
  'guru',
  'gujr',
  'orya',
  'tamldec',
  'telu',
  'knda',
  'mlym',
  'fullwide',
  'arab',
  'arabext',
  'mathbold',
]
const renderDigit = (digit: number, script: string) =>
  new Intl.NumberFormat('en', { numberingSystem: script, useGrouping: false }).format(digit)
const separator = fc.constantFrom('', '', ' ', '-', '.', ' - ', '\u200b', '\u2013', ') ', '/')

describe('hasContactDetails, any phone number', () => {
  it('catches ten digits in any script, mixed, with any separators', () => {
    const phone = fc.tuple(
      fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 10, maxLength: 10 }),
      fc.array(fc.constantFrom(...scripts), { minLength: 10, maxLength: 10 }),
      fc.array(separator, { minLength: 9, maxLength: 9 }),
      fc.constantFrom('', '+91 ', '0', '+'),
    )
    fc.assert(
      fc.property(phone, ([digits, inScripts, separators, prefix]) => {
        const number = digits
          .map((d, i) => (i ? separators[i - 1] : '') + renderDigit(d, inScripts[i]))
          .join('')
        return hasContactDetails(`Please call ${prefix}${number} after work`)
      }),
      { numRuns: 500 },
    )
  })
})

describe('hasContactDetails, any e-mail address', () => {
  const word = fc.stringMatching(/^[a-z][a-z0-9]{0,11}$/)
  const local = fc.array(word, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('.'))
  const domain = fc.array(word, { minLength: 1, maxLength: 2 })
  const tld = fc.constantFrom('com', 'in', 'co.in', 'org', 'net', 'io')
  const at = fc.constantFrom('@', '＠', ' @ ', ' at ', ' AT ', '(at)', ' [at] ', ' at the rate ')
  const dot = fc.constantFrom('.', '．', ' dot ', ' DOT ', '(dot)', ' [dot] ')

  it('catches local@domain with real or look-alike or spelled-out @ and dots', () => {
    fc.assert(
      fc.property(local, domain, tld, at, dot, (name, labels, end, atSign, dotSign) => {
        const address = name + atSign + [...labels, ...end.split('.')].join(dotSign)
        return hasContactDetails(`Write to ${address} please`)
      }),
      { numRuns: 500 },
    )
  })
})

describe('hasContactDetails, ordinary prose', () => {
  const words = [
    'I',
    'am',
    'love',
    'family',
    'cooking',
    'music',
    'at',
    'home',
    'work',
    'feet',
    'tall',
    'years',
  ]
  it('lets through words with small numbers between them', () => {
    const piece = fc.tuple(
      fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 4 }),
      fc.integer({ min: 0, max: 9999 }),
      fc.constantFrom(' ', ', ', '. ', ' - '),
    )
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 8 }), (pieces) => {
        const text = pieces.map(([ws, n, sep]) => `${ws.join(' ')}${sep}${n}`).join(' ')
        return !hasContactDetails(text)
      }),
    )
  })
})
