import { describe, expect, it } from 'vitest'
import {
  browseCommunities,
  browseLanguages,
  communitiesByReligion,
  communityLabel,
  languageList,
  otherCommunity,
  religionList,
  religionOfCommunity,
} from './communities'
import { citiesOf, countryLabel, countryList, majorIndianCities, regionLabel, regionsOf } from './places'

function duplicates(values: readonly string[]): string[] {
  return values.filter((v, i) => values.indexOf(v) !== i)
}

const storable = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

describe('places', () => {
  it('lists India first, with its 28 states and 8 union territories', () => {
    expect(countryList[0].value).toBe('india')
    expect(regionsOf('india')).toHaveLength(36)
    expect(regionLabel('india', 'jammu-kashmir')).toBe('Jammu and Kashmir')
  })

  it('keeps the diaspora countries profiles already store', () => {
    expect(countryList.slice(1, 5).map((c) => c.value)).toEqual(['usa', 'uk', 'canada', 'australia'])
  })

  it('has stable, unique values and no empty names anywhere', () => {
    const countries = countryList.map((c) => c.value)
    expect(duplicates(countries)).toEqual([])
    for (const country of countryList) {
      expect(country.value).toMatch(storable)
      expect(country.dialCode).toMatch(/^\+\d{1,3}$/)
      expect(country.label).toMatch(/^\S(.*\S)?$/)
      expect(duplicates(country.regions.map((r) => r.value)), country.value).toEqual([])
      expect(duplicates(country.regions.map((r) => r.label)), country.value).toEqual([])
      for (const region of country.regions) {
        expect(region.value).toMatch(storable)
        expect(duplicates(region.cities), region.value).toEqual([])
        for (const city of region.cities) expect(city, region.value).toMatch(/^\S(.*\S)?$/)
      }
    }
  })

  it('lists every inhabited country once, the newer ones by their ISO code', () => {
    expect(countryList).toHaveLength(243)
    expect(duplicates(countryList.map((c) => c.label))).toEqual([])
    const newer = countryList.slice(24)
    expect(newer.filter((c) => !/^[a-z]{2}$/.test(c.value)).map((c) => c.value)).toEqual([])
    expect([countryLabel('fr'), countryLabel('us'), countryLabel('aq')]).toEqual(['France', '', ''])
  })

  it('gives every Indian region at least two cities', () => {
    const thin = regionsOf('india').filter((r) => r.cities.length < 2)
    expect(thin.map((r) => r.value)).toEqual([])
  })

  it('finds every major city in an Indian region', () => {
    const indianCities = regionsOf('india').flatMap((r) => r.cities)
    expect(majorIndianCities.filter((city) => !indianCities.includes(city))).toEqual([])
    expect(duplicates(majorIndianCities)).toEqual([])
  })

  it('answers empty for unknown places', () => {
    expect(citiesOf('india', 'maharashtra')).toContain('Pune')
    expect([countryLabel('usa'), countryLabel('atlantis')]).toEqual(['USA', ''])
    expect([regionsOf('atlantis'), citiesOf('india', 'atlantis'), regionLabel('uk', 'texas')]).toEqual([
      [],
      [],
      '',
    ])
  })
})

describe('communities', () => {
  const religions = religionList.map((r) => r.value)
  const allCommunities = Object.values(communitiesByReligion).flatMap((list) => list.map((c) => c.value))

  it('keeps the religion values profiles already store, in the order people expect', () => {
    expect(religions).toEqual(
      expect.arrayContaining(['hinduism', 'islam', 'christianity', 'buddhism', 'judaism']),
    )
    expect(religionList.map((r) => r.label)).toEqual([
      'Hinduism',
      'Islam',
      'Christianity',
      'Sikhism',
      'Jainism',
      'Buddhism',
      'Parsi / Zoroastrianism',
      'Judaism',
      'Other',
      'No religion',
    ])
  })

  it('lists the 22 scheduled languages and English, the stored Spanish and Chinese last', () => {
    const languages = languageList.map((l) => l.value)
    expect(languages).toHaveLength(25)
    expect(languages.slice(-3)).toEqual(['english', 'spanish', 'chinese'])
    expect(duplicates(languages)).toEqual([])
    for (const language of languages) expect(language).toMatch(/^[a-z]+$/)
  })

  it('has a community list for each religion and none elsewhere', () => {
    expect(Object.keys(communitiesByReligion).sort()).toEqual([...religions].sort())
    expect(communitiesByReligion.hinduism.length).toBeGreaterThanOrEqual(25)
  })

  it('never puts one community value under two religions', () => {
    expect(duplicates(allCommunities)).toEqual([])
    expect(allCommunities).not.toContain(otherCommunity.value)
    for (const community of allCommunities) expect(community).toMatch(storable)
  })

  it('browses only communities and languages that exist', () => {
    const languages = languageList.map((l) => l.value)
    expect(browseCommunities.filter((c) => !allCommunities.includes(c))).toEqual([])
    expect(browseLanguages.filter((l) => !languages.includes(l))).toEqual([])
    expect([duplicates(browseCommunities), duplicates(browseLanguages)]).toEqual([[], []])
  })

  it('names a community and its religion', () => {
    expect([communityLabel('iyer'), religionOfCommunity('iyer')]).toEqual(['Iyer', 'hinduism'])
    expect([communityLabel('jat-sikh'), religionOfCommunity('jat-sikh')]).toEqual(['Jat Sikh', 'sikhism'])
    expect([communityLabel('other'), religionOfCommunity('other')]).toEqual(['Other / not listed', undefined])
    expect([communityLabel('nobody'), religionOfCommunity('nobody')]).toEqual(['', undefined])
  })
})
