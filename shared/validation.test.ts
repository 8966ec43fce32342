import { object } from 'superstruct'
import { describe, expect, it } from 'vitest'
import { msg } from './messages'
import { RegistrationBody } from './schemas/registration'
import { check, optionalText, requiredText } from './validation'

const Form = object({
  name: requiredText(msg.required, { max: 100 }),
  about: optionalText({ max: 1000 }),
})

describe('text fields refuse invisible control characters', () => {
  it.each([
    ['NUL', 'Asha\u0000Rao'],
    ['a bell', 'Asha\u0007'],
    ['an escape', 'Asha\u001B[31mRao'],
    ['DEL', 'Asha\u007F'],
    ['a C1 control (NEL)', 'Asha\u0085Rao'],
    ['a right-to-left override', 'invoice\u202Egpj.exe'],
    ['a left-to-right embedding', '\u202AAsha'],
    ['a first-strong isolate', 'Asha\u2068Rao'],
  ])('%s', (_name, value) => {
    expect(check({ name: value }, Form)).toEqual({ ok: false, errors: { name: msg.invisibleControls } })
    expect(check({ name: 'Asha', about: value }, Form)).toEqual({
      ok: false,
      errors: { about: msg.invisibleControls },
    })
  })

  it.each([
    ['line breaks and tabs in a long text', 'Loves music.\r\nEnjoys\twalks.'],
    ['a Devanagari conjunct with a zero-width joiner', 'क्\u200Dष'],
    ['Urdu with a right-to-left mark', 'عائشہ\u200F'],
    ['plain text', 'Kavitha Raman'],
  ])('keeps %s', (_name, value) => {
    expect(check({ name: value, about: value }, Form)).toMatchObject({ ok: true })
  })

  it('applies to every schema built on them, with the same message in the browser and the API', () => {
    const result = check({ firstName: 'As\u202Eha' }, RegistrationBody)
    expect(result.ok).toBe(false)
    expect(!result.ok && result.errors.firstName).toBe(msg.invisibleControls)
  })
})

describe('text fields remove what no one can see', () => {
  it.each([
    ['a zero-width space', 'Asha\u200BRao', 'AshaRao'],
    ['a soft hyphen', 'Ka\u00ADvi\u00ADtha', 'Kavitha'],
    ['a byte-order mark', '\uFEFFKavitha', 'Kavitha'],
    ['a word joiner', 'Ravi\u2060Kumar', 'RaviKumar'],
    ['a Hangul filler', 'Ravi\u3164', 'Ravi'],
    ['a half-width Hangul filler', '\uFFA0Ravi', 'Ravi'],
    ['a braille blank', 'Ravi \u2800', 'Ravi'],
    ['a joiner between Latin letters', 'Ra\u200Dvi', 'Ravi'],
    ['tag characters', 'Ravi\u{E0041}\u{E0042}', 'Ravi'],
  ])('%s', (_name, value, seen) => {
    expect(check({ name: value, about: value }, Form)).toEqual({
      ok: true,
      value: { name: seen, about: seen },
    })
  })

  it('a name of fillers alone is empty, so required', () => {
    expect(check({ name: '\u3164\u3164\u200B' }, Form)).toEqual({ ok: false, errors: { name: msg.required } })
  })

  it('keeps the joiners that Indic scripts and emoji need', () => {
    const texts = ['क्\u200Dष', 'ന്\u200D', 'ক্\u200Cষ', '👩\u200D👩\u200D👧']
    for (const text of texts) expect(check({ name: text }, Form)).toEqual({ ok: true, value: { name: text } })
  })
})
