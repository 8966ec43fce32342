import { describe, expect, it } from 'vitest'
import { msg } from '../messages'
import { parseHeight } from '../options'
import { check } from '../validation'
import { isAllowedDateKey, RegistrationStep2, RegistrationStep4 } from './registration'
import { SearchCriteria } from './search'

const search = {
  ageFrom: '25',
  ageTo: '30',
  height: `5'8"`,
  maritalStatus: 'single',
  religion: 'hinduism',
  motherTongue: 'hindi',
  country: 'uk',
}

describe('partner search criteria', () => {
  it('accepts the spec’s example and turns ages into numbers', () => {
    expect(check(search, SearchCriteria)).toEqual({ ok: true, value: { ...search, ageFrom: 25, ageTo: 30 } })
  })
  it.each([
    [{ ageFrom: '' }, { ageFrom: msg.ageRequired }],
    [{ ageFrom: '21' }, { ageFrom: msg.ageMin }],
    [{ ageTo: '72' }, { ageTo: msg.ageMax }],
    [{ ageFrom: '40', ageTo: '30' }, { ageTo: msg.ageOrder }],
    [{ height: '' }, { height: msg.heightRequired }],
    [{ height: '170cm' }, { height: msg.heightFormat }],
    [{ height: `5'13"` }, { height: msg.heightFormat }],
    [{ maritalStatus: '' }, { maritalStatus: msg.maritalStatusRequired }],
    [{ religion: '' }, { religion: msg.religionRequired }],
    [{ motherTongue: '' }, { motherTongue: msg.motherTongueRequired }],
    [{ country: '' }, { country: msg.countryRequired }],
    [{ photoSettings: ['public', 'everyone'] }, { photoSettings: msg.notInList }],
  ])('%j gives %j', (change, errors) => {
    expect(check({ ...search, ...change }, SearchCriteria)).toEqual({ ok: false, errors })
  })
  it('reads heights in feet and inches', () => {
    expect([parseHeight(`5'8"`), parseHeight(`5'8`), parseHeight(`6' 0"`), parseHeight('5.8')]).toEqual([
      68,
      68,
      72,
      null,
    ])
  })
})

describe('registration steps', () => {
  const year = String(new Date().getFullYear())
  it.each([
    [{ day: 'x' }, { day: msg.mustBeNumber }],
    [{ day: '32' }, { day: msg.dayRange }],
    [{ month: '0' }, { month: msg.monthRange }],
    [{ year: '1899' }, { year: msg.yearRange(Number(year)) }],
    [{ year: String(Number(year) + 1) }, { year: msg.yearRange(Number(year)) }],
    [{ day: '31', month: '2' }, { day: msg.notARealDate }],
    [{ firstName: '' }, { firstName: msg.required }],
  ])('step 2 %j gives %j', (change, errors) => {
    const base = { firstName: 'Asha', lastName: 'Rao', day: '3', month: '4', year: '1995' }
    expect(check({ ...base, ...change }, RegistrationStep2)).toEqual({ ok: false, errors })
  })
  it.each([
    ['', msg.required],
    ['98765x4321', msg.onlyDigits],
    ['98765', msg.exactlyTenDigits],
    ['98765432101', msg.exactlyTenDigits],
  ])('phone %j gives %j', (phone, error) => {
    expect(check({ email: 'a@b.co', countryCode: '+91', phone }, RegistrationStep4)).toEqual({
      ok: false,
      errors: { phone: error },
    })
  })
  it('checks the e-mail with its own message', () => {
    expect(check({ email: 'asha@', countryCode: '+44', phone: '7911123456' }, RegistrationStep4)).toEqual({
      ok: false,
      errors: { email: msg.invalidEmail },
    })
  })
  it('lets digits and the editing keys into day, month and year, nothing else', () => {
    for (const key of ['0', '7', 'Backspace', 'Tab', 'Delete', 'ArrowLeft', 'ArrowRight'])
      expect(isAllowedDateKey(key)).toBe(true)
    for (const key of ['a', 'e', '-', '.', ' ', 'ArrowUp', 'Enter']) expect(isAllowedDateKey(key)).toBe(false)
  })
})
