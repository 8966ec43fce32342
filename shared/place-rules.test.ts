import { describe, expect, it } from 'vitest'
import { msg } from './messages'
import { cityNameError, countryNamed, placeError, regionNamed, storedState } from './place-rules'
import { countryList, regionsOf } from './places'
import { wholeRegionLists } from './region-lists'

describe('whole region lists', () => {
  it('have every state, province, emirate or region of the main diaspora countries', () => {
    const counts = Object.fromEntries([...wholeRegionLists].map((c) => [c, regionsOf(c).length]))
    expect(counts).toEqual({
      india: 36,
      usa: 51,
      uk: 12,
      canada: 13,
      australia: 8,
      uae: 7,
      singapore: 1,
      'new-zealand': 16,
      qatar: 8,
      kuwait: 6,
      bahrain: 4,
      fiji: 4,
      nepal: 7,
      'sri-lanka': 9,
      bangladesh: 8,
      germany: 16,
      malaysia: 16,
      'saudi-arabia': 13,
      oman: 11,
      'south-africa': 9,
      netherlands: 12,
      mauritius: 10,
    })
  })

  it('are named by countries of the list', () => {
    const values = new Set(countryList.map((c) => c.value))
    expect([...wholeRegionLists].filter((c) => !values.has(c))).toEqual([])
  })
})

describe('a place of a profile', () => {
  it('asks for a region of the country where the list is whole', () => {
    expect(placeError('uae', 'Dubai')).toBeNull()
    expect(placeError('uae', 'dubai')).toBeNull()
    expect(placeError('uae', 'Tamil Nadu')).toBe(msg.regionOfCountry)
    expect(placeError('usa', '')).toBe(msg.fieldRequired('State'))
    expect(placeError('usa', 'Wyoming')).toBeNull()
  })

  it('takes any region, or none, where our list is partial or there is none', () => {
    expect(placeError('kenya', 'Nakuru')).toBeNull()
    expect(placeError('ireland', null)).toBeNull()
    expect(placeError('fr', null)).toBeNull()
    expect(placeError('fr', 'Île-de-France')).toBeNull()
  })

  it('stores a region of a whole list by its label, anything else as typed', () => {
    expect(storedState('india', 'tamil-nadu')).toBe('Tamil Nadu')
    expect(storedState('india', 'TAMIL NADU')).toBe('Tamil Nadu')
    expect(storedState('fr', 'Normandie')).toBe('Normandie')
    expect(regionNamed('uae', 'Abu Dhabi')?.value).toBe('abu-dhabi')
  })

  it('takes a town in any script, and refuses what is not a name', () => {
    for (const city of [
      'Dubai',
      "Cox's Bazar",
      'Saint-Denis',
      'दुबई',
      'துபாய்',
      'St. John’s',
      '6th of October',
    ])
      expect(cityNameError(city), city).toBe(true)
    for (const text of ['12345', 'x', 'a@b', 'see https://x', '#1'])
      expect(cityNameError(text), text).toBe(msg.cityName)
  })
})

describe('citizenship written as text before issue 22', () => {
  it('names the country of a name, a code, or the word for its people', () => {
    expect(
      [
        'India',
        'indian',
        'Indian citizen',
        'NRI',
        'USA',
        'American',
        'U.S.A.',
        'British',
        'UAE',
        'france',
      ].map(countryNamed),
    ).toEqual(['india', 'india', 'india', 'india', 'usa', 'usa', 'usa', 'uk', 'uae', 'fr'])
    expect(['in', 'GB', 'ae', 'FR', 'Sri Lankan', 'New Zealand'].map(countryNamed)).toEqual([
      'india',
      'uk',
      'uae',
      'fr',
      'sri-lanka',
      'new-zealand',
    ])
  })

  it('names none for what is no country', () => {
    expect(['OCI', 'dual', '', 'Indai', null, 'दुबई'].map(countryNamed)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ])
  })
})
