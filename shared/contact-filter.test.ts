import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { findContactDetails, hasContactDetails, normaliseForContactCheck } from './contact-filter'

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
  // Forms that passed the filter before it read classes: split numbers, look-alikes, words, handles, domains.
  'My number starts with 98765 and ends with 43210',
  'first part 987 65, second part 432 10',
  'Call 9️⃣8️⃣7️⃣6️⃣5️⃣4️⃣3️⃣2️⃣1️⃣0️⃣',
  '❾❽❼❻❺❹❸❷❶⓿ is the number',
  '➒➑➐➅➄ ➃➂➁➀⓪ call',
  'ninety eight seventy six fifty four thirty two ten',
  'onbathu ettu ezhu aaru anju naalu moonu rendu onnu poojyam',
  'ஒன்பது எட்டு ஏழு ஆறு ஐந்து நான்கு மூன்று இரண்டு ஒன்று பூஜ்யம்',
  'nau 8 saat 6 paanch 4 teen 2 ek 0',
  'ravi at gmail',
  'ravi_k99 on gmail',
  'my gmail is ravi.kumar99',
  'ravi एट gmail डॉट com',
  'ravikumar dot in',
  'ravi dot kumar dot com has my photos',
  'see ravikumar.co.in',
  'insta ravi_k99',
  'ig - ravi.kumar',
  'telegram/ravik_1',
  'follow ravik on insta',
  'ping me @ravi_k99',
  'मेरा इंस्टा ravi_k99 है',
  'ʀᴀᴠɪ@ɢᴍᴀɪʟ.ᴄᴏᴍ',
  'rаvi@gmаil.com (Cyrillic a)',
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
  'Height 5 ft 4 in, weight 58 kg, born 1994, B.Tech 2016, M.Tech 2018',
  "She is 5'4\" and he is 5' 10''",
  'Earning 18 LPA; family income Rs. 25,00,000 a year; 12 years of study after school',
  'Our house is at Anna Nagar, Chennai, pin 600040',
  'PIN code: 400 001, Mumbai',
  'Two brothers aged 31 and 27, one sister aged 24; we moved in 2009 and again in 2015',
  'Born 14-08-1995 at 6.45 am in Madurai; 7.8 CGPA; scored 92% in 12th',
  'Ages 26 to 31, height 5\'2" to 5\'7", income above 10 lakh',
  'I have lived in Dubai since 2012 and in Pune from 2001 to 2012',
  'இரண்டு அண்ணன்கள், ஒரு தங்கை; அப்பா 2019 இல் ஓய்வு பெற்றார்',
  'Class of 2016 at NIT Trichy; MBA 2020; 3 years at Infosys, 2 at TCS',
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

describe('findContactDetails, with a reason', () => {
  it.each([
    ['Call 98765 43210', 'phone'],
    ['ravi@gmail.com', 'email'],
    ['www.ravikumar.in', 'link'],
    ['insta: ravi_k99', 'handle'],
    ['Warm and caring', null],
  ])('%s: %s', (text, kind) => {
    expect(findContactDetails(text)).toBe(kind)
  })
})

describe('hasContactDetails, ordinary prose', () => {
  // What families write: counts, ages, years, heights, weights, incomes, times and dates of birth.
  const fragment = fc.oneof(
    fc.integer({ min: 1, max: 5 }).map((n) => `${n} brothers`),
    fc.integer({ min: 0, max: 9 }).map((n) => `a family of ${n}`),
    fc.integer({ min: 1975, max: 2030 }).map((y) => `born in ${y}`),
    fc.integer({ min: 1990, max: 2026 }).map((y) => `B.Tech ${y}`),
    fc
      .tuple(fc.integer({ min: 2000, max: 2020 }), fc.integer({ min: 1, max: 6 }))
      .map(([y, n]) => `worked ${y}-${y + n}`),
    fc.tuple(fc.integer({ min: 4, max: 6 }), fc.integer({ min: 0, max: 11 })).map(([f, i]) => `${f}'${i}"`),
    fc
      .tuple(fc.integer({ min: 4, max: 6 }), fc.integer({ min: 0, max: 11 }))
      .map(([f, i]) => `${f} ft ${i} in`),
    fc.integer({ min: 40, max: 120 }).map((w) => `${w} kg`),
    fc.integer({ min: 140, max: 200 }).map((h) => `${h} cm`),
    fc.integer({ min: 2, max: 99 }).map((l) => `${l} lakh a year`),
    fc.integer({ min: 18, max: 60 }).map((a) => `aged ${a}`),
    fc.integer({ min: 1, max: 30 }).map((y) => `${y} years in Pune`),
    fc
      .tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `at ${h}:${String(m).padStart(2, '0')} am`),
    fc
      .tuple(
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1970, max: 2005 }),
      )
      .map(([d, m, y]) => `on ${d}/${m}/${y}`),
    fc.integer({ min: 110001, max: 855999 }).map((pin) => `pin ${pin}`),
    fc.constantFrom('loves music', 'cooks well', 'enjoys cricket', 'works at Infosys', 'reads a lot'),
  )
  it('lets through any mix of heights, years, incomes, ages and counts', () => {
    fc.assert(
      fc.property(fc.array(fragment, { minLength: 1, maxLength: 8 }), (pieces) => {
        const text = pieces.join(', ')
        return findContactDetails(text) === null
      }),
      { numRuns: 500 },
    )
  })
})

// Each class of disguise, generated: a phone number or address written that way must be refused.
const phoneDigits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 10, maxLength: 10 })
// Indian mobile numbers begin with 6 to 9.
const mobileDigits = fc
  .tuple(
    fc.integer({ min: 6, max: 9 }),
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }),
  )
  .map(([first, rest]) => [first, ...rest])

describe('hasContactDetails, phone numbers in every class', () => {
  // Look-alikes of each digit: keycaps, full-width, mathematical, circled, dingbat, superscript forms.
  const lookAlike = (d: number): string[] => [
    String(d),
    `${d}\ufe0f\u20e3`,
    String.fromCodePoint(0xff10 + d),
    String.fromCodePoint(0x1d7ce + d),
    String.fromCodePoint(0x1d7d8 + d),
    String.fromCodePoint(0x1d7f6 + d),
    d === 0 ? '\u24ea' : String.fromCodePoint(0x2460 + d - 1),
    d === 0 ? '\u24ff' : String.fromCodePoint(0x2776 + d - 1),
    d === 0 ? '\u2070' : d < 4 ? ['', '\u00b9', '\u00b2', '\u00b3'][d] : String.fromCodePoint(0x2070 + d),
  ]
  it('catches digits written as look-alikes, mixed', () => {
    fc.assert(
      fc.property(phoneDigits, fc.array(fc.nat(8), { minLength: 10, maxLength: 10 }), (digits, forms) => {
        const number = digits.map((d, i) => lookAlike(d)[forms[i]]).join(' ')
        return findContactDetails(`My number: ${number}`) === 'phone'
      }),
      { numRuns: 300 },
    )
  })

  const words: Record<string, string[]> = {
    english: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
    hindiLatin: ['shunya', 'ek', 'do', 'teen', 'char', 'paanch', 'chhe', 'saat', 'aath', 'nau'],
    hindi: ['शून्य', 'एक', 'दो', 'तीन', 'चार', 'पांच', 'छह', 'सात', 'आठ', 'नौ'],
    tamilLatin: ['poojyam', 'onnu', 'rendu', 'moonu', 'naalu', 'anju', 'aaru', 'ezhu', 'ettu', 'onbathu'],
    tamil: ['பூஜ்யம்', 'ஒன்று', 'இரண்டு', 'மூன்று', 'நான்கு', 'ஐந்து', 'ஆறு', 'ஏழு', 'எட்டு', 'ஒன்பது'],
  }
  const language = fc.constantFrom(...Object.keys(words))
  it('catches number words in English, Hindi and Tamil, in Latin letters and their own scripts, mixed with digits', () => {
    fc.assert(
      fc.property(
        phoneDigits,
        fc.array(fc.oneof(language, fc.constant('digit')), { minLength: 10, maxLength: 10 }),
        fc.constantFrom(' ', '-', ', ', ' - '),
        fc.constantFrom('', 'Call ', 'नंबर ', 'எண் '),
        (digits, languages, separator, lead) => {
          const text = digits
            .map((d, i) => (languages[i] === 'digit' ? String(d) : words[languages[i]][d]))
            .join(separator)
          return findContactDetails(`${lead}${text}`) === 'phone'
        },
      ),
      { numRuns: 300 },
    )
  })

  it('catches a number split across the text by words or punctuation', () => {
    fc.assert(
      fc.property(
        mobileDigits,
        fc.integer({ min: 2, max: 8 }),
        fc.constantFrom(
          ['My number starts with ', ' and ends with ', '.'],
          ['first ', ', then ', ' — call after six'],
          ['', ' is the beginning; the rest: ', ''],
          ['Part one: ', '. Part two: ', ''],
        ),
        (digits, cut, [a, b, c]) => {
          const n = digits.join('')
          return findContactDetails(`${a}${n.slice(0, cut)}${b}${n.slice(cut)}${c}`) === 'phone'
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('hasContactDetails, addresses, links and handles in every class', () => {
  const name = fc.stringMatching(/^[a-z][a-z]{2,8}(?:[._]?[a-z0-9]{1,4})?$/)
  it('catches e-mail addresses with words and symbols for at and dot, in three languages', () => {
    const at = fc.constantFrom('@', '＠', ' @ ', ' at ', '(at)', '[at]', ' at the rate ', ' एट ', '{at}')
    const dot = fc.constantFrom('.', '．', ' dot ', '(dot)', '[dot]', ' डॉट ', ' புள்ளி ')
    const provider = fc.constantFrom('gmail', 'yahoo', 'outlook', 'ravifamily', 'iyerhome')
    const tld = fc.constantFrom('com', 'in', 'co.in', 'org', 'net')
    fc.assert(
      fc.property(name, at, provider, dot, tld, (local, atSign, domain, dotSign, end) => {
        const address = `${local}${atSign}${[domain, ...end.split('.')].join(dotSign)}`
        return findContactDetails(`Write to ${address} please`) === 'email'
      }),
      { numRuns: 500 },
    )
  })

  it('catches bare domains and links', () => {
    const tld = fc.constantFrom('com', 'in', 'co.in', 'org', 'net', 'io', 'me')
    const form = fc.constantFrom('%s', 'https://%s/me', 'www.%s', 'http://%s', '%s/photos')
    fc.assert(
      fc.property(name, tld, form, (label, end, shape) => {
        const domain = `${label.replace(/[._]/g, '')}.${end}`
        return findContactDetails(`See ${shape.replace('%s', domain)} for more`) === 'link'
      }),
      { numRuns: 300 },
    )
  })

  it('catches social and messenger handles, with or without @ or a colon', () => {
    const handle = fc.stringMatching(/^[a-z]{3,8}(?:_[a-z0-9]{1,4}|[0-9]{2,3}|\.[a-z]{2,5})$/)
    const network = fc.constantFrom(
      'insta',
      'instagram',
      'ig',
      'telegram',
      'snapchat',
      'fb',
      'twitter',
      'whatsapp',
    )
    const form = fc.constantFrom(
      '%n: %h',
      '%n %h',
      '%n - %h',
      '%n @%h',
      '@%h on %n',
      '%n id is %h',
      'find me on %n as %h',
      '%n/%h',
      'ping @%h',
    )
    fc.assert(
      fc.property(handle, network, form, (h, n, shape) => {
        const text = shape.replace('%n', n).replace('%h', h)
        // "@ravi.kumar" may read as the start of an e-mail address: refused all the same.
        return findContactDetails(`Say hello, ${text}`) !== null
      }),
      { numRuns: 500 },
    )
  })
})
