import { describe, expect, it } from 'vitest'
import { ageOn, bornOnOrBefore, isRealDate } from './dates'

describe('dates', () => {
  it('counts whole years, the birthday included', () => {
    expect(ageOn('2000-11-22', '2026-11-22')).toBe(26)
    expect(ageOn('2000-11-23', '2026-11-22')).toBe(25)
    expect(ageOn('not a date', '2026-11-22')).toBeNaN()
  })
  it('knows which days exist', () => {
    expect([isRealDate(2024, 2, 29), isRealDate(2023, 2, 29), isRealDate(2023, 4, 31)]).toEqual([
      true,
      false,
      false,
    ])
  })
  it('turns an age into the latest date of birth', () => {
    expect(bornOnOrBefore(22, '2026-11-22')).toBe('2004-11-22')
  })
})
