import { describe, expect, it } from 'vitest'
import { communityLabel, languageList } from '../../../../shared/communities'
import { countryList } from '../../../../shared/places'
import { browseByCity, browseByCommunity, browseByMotherTongue } from './browse-lists'

// The home page writes its browse links out (to keep its first load small): each must name a real value.
describe('home browse lists', () => {
  it('name mother tongues of the language list, with their labels', () => {
    expect(browseByMotherTongue).toHaveLength(22)
    for (const [label, , value] of browseByMotherTongue)
      expect(languageList.find((l) => l.value === value)?.label).toBe(label)
  })
  it('name communities of the community lists, with their labels', () => {
    expect(browseByCommunity).toHaveLength(30)
    for (const [label, , value] of browseByCommunity) expect(communityLabel(value)).toBe(label)
  })
  it('name cities of India', () => {
    expect(browseByCity).toHaveLength(20)
    const cities = new Set(countryList.find((c) => c.value === 'india')!.regions.flatMap((r) => r.cities))
    for (const [label, , value] of browseByCity) {
      expect(value).toBe(label)
      expect(cities.has(value), value).toBe(true)
    }
  })
})
