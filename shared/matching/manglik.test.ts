import { describe, expect, it } from 'vitest'
import { houseFrom, manglikOf } from './manglik'

describe('manglik from the chart', () => {
  it('counts houses by whole rashis, the rashi itself as the first', () => {
    expect(houseFrom('mesha', 'mesha')).toBe(1)
    expect(houseFrom('mesha', 'tula')).toBe(7)
    expect(houseFrom('meena', 'mesha')).toBe(2)
    expect(houseFrom('mesha', 'meena')).toBe(12)
  })

  it('finds Mars in the 1st, 4th, 7th, 8th or 12th from the lagna or from the Moon', () => {
    // Mars 7th from a Mesha lagna.
    expect(manglikOf({ lagna: 'mesha', moon: 'karka', mars: 'tula' })).toEqual({
      manglik: true,
      fromLagna: 7,
      fromMoon: 4,
    })
    // 12th from the Moon alone is enough.
    expect(manglikOf({ lagna: 'mesha', moon: 'mithuna', mars: 'vrishabha' }).manglik).toBe(true)
    // 2nd from the lagna and 10th from the Moon: not under this rule set (South Indian almanacs count the 2nd).
    expect(manglikOf({ lagna: 'mesha', moon: 'simha', mars: 'vrishabha' })).toEqual({
      manglik: false,
      fromLagna: 2,
      fromMoon: 10,
    })
  })
})
