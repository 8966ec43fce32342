import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { setupI18n } from '@lingui/core'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { AREAS } from '../../shared/i18n'
import { say } from './index'

// Issue 31: sentences about a person follow that person's gender where Hindi needs it, and a Tamil case
// ending is never glued onto a placeholder with a hyphen ("சென்னை-இல்"), so the sentence is right for any value.

describe('match reasons follow the person', () => {
  it('Hindi: a woman lives (रहती हैं), a man lives (रहते हैं)', () => {
    expect(say('hi', 'server.match.livesIn', { who: 'female', place: 'चेन्नई' })).toBe('वे भी चेन्नई में रहती हैं')
    expect(say('hi', 'server.match.livesIn', { who: 'male', place: 'चेन्नई' })).toBe('वे भी चेन्नई में रहते हैं')
  })

  it('English: she lives, they live, they prefer', () => {
    expect(say('en', 'server.match.livesIn', { who: 'female', place: 'Chennai' })).toBe(
      'she lives in Chennai too',
    )
    expect(say('en', 'server.match.livesIn', { who: 'other', place: 'Chennai' })).toBe(
      'they live in Chennai too',
    )
    expect(say('en', 'server.match.prefers', { who: 'other', country: 'India' })).toBe('they prefer India')
  })

  it('Tamil: the place and the country stand without a case ending glued on', () => {
    const city = say('ta', 'server.match.livesIn', { who: 'female', place: 'சென்னை' })
    expect(city).toBe('அவர் வசிப்பதும் சென்னை')
    const country = say('ta', 'server.match.prefers', { who: 'male', country: 'இந்தியா' })
    expect(country).toBe('அவர் விரும்பும் நாடுகளில் இந்தியா உண்டு')
  })
})

describe('interest e-mails say whose profile in the right form', () => {
  const who = { name: 'Meena', userId: 'MT000031' }
  it('Tamil: "your profile" in the oblique form before மீது and மூலம்', () => {
    const interest = say('ta', 'server.email.interest.text', { ...who, whose: 'yours', owner: '' })
    expect(interest).toContain('உங்கள் சுயவிவரத்தின் மீது')
    const accepted = say('ta', 'server.email.accepted.text', { ...who, whose: 'named', owner: 'Ravi' })
    expect(accepted).toContain('Ravi அவர்களின் சுயவிவரத்தின் மூலம்')
  })

  it('English and Hindi: whose profile, named or yours', () => {
    expect(say('en', 'server.email.interest.text', { ...who, whose: 'named', owner: 'Ravi' })).toContain(
      'sent an interest to Ravi’s profile.',
    )
    expect(say('hi', 'server.email.declined.text', { ...who, whose: 'yours', owner: '' })).toContain(
      'आपकी प्रोफ़ाइल से भेजी गई रुचि',
    )
  })
})

// A figure takes its ending after a hyphen as Tamil writes digits ("2-ஆம்", "36-இல்"); a word never does.
const FIGURES = new Set([
  'n',
  'count',
  'pada',
  'fromLagna',
  'fromMoon',
  'max',
  'total',
  'step',
  'steps',
  'needed',
  'founded',
])

describe('no Tamil case ending hangs on a placeholder that holds words', () => {
  for (const area of AREAS) {
    it(`ta/${area}`, () => {
      const catalog = JSON.parse(
        readFileSync(
          join(import.meta.dirname, '..', '..', 'shared', 'locales', 'ta', `${area}.json`),
          'utf8',
        ),
      ) as Record<string, string>
      const glued = Object.entries(catalog).flatMap(([key, text]) =>
        [...text.matchAll(/\{(\w+)\}-[\u0B80-\u0BFF]/g)]
          .filter((m) => !FIGURES.has(m[1]!))
          .map((m) => `${key}: ${m[0]}`),
      )
      expect(glued).toEqual([])
    })
  }
})

describe('screen texts about a person follow that person in Hindi', () => {
  const discover = JSON.parse(
    readFileSync(join(import.meta.dirname, '..', '..', 'shared', 'locales', 'hi', 'discover.json'), 'utf8'),
  ) as Record<string, string>
  const render = (key: string, values: Record<string, string>) => {
    const i18n = setupI18n({ locale: 'hi', messages: { hi: { m: compileMessageOrThrow(discover[key]!) } } })
    return i18n._('m', values)
  }

  it('her photos: she shows them (दिखाती हैं), he shows them (दिखाते हैं)', () => {
    const key = 'discover.photos.gallery.onlyAccepted'
    expect(render(key, { name: 'मीना', gender: 'female' })).toContain(
      'मीना अपनी फ़ोटो केवल उन्हीं सदस्यों को दिखाती हैं',
    )
    expect(render(key, { name: 'रवि', gender: 'male' })).toContain('दिखाते हैं')
  })

  it('after a block: she can still see (देख सकती हैं), he can (देख सकते हैं)', () => {
    const key = 'discover.connect.blockPublic'
    expect(render(key, { name: 'मीना', gender: 'female' })).toContain('मीना भी देख सकती हैं')
    expect(render(key, { name: 'रवि', gender: 'male' })).toContain('रवि भी देख सकते हैं')
  })
})
