import { describe, expect, it } from 'vitest'
import { ANY, SEARCH_AGE_MAX, SEARCH_AGE_MIN } from '../../../../shared/options'
import type { Preferences } from '../../../../shared/preferences'
import { criteriaFromPreferences, oppositeGender } from './starting-values'

const preferences: Preferences = {
  ageMin: 25,
  ageMax: 35,
  heightMin: 60,
  heightMax: 72,
  maritalStatuses: [],
  religions: ['hinduism'],
  communities: [],
  motherTongues: ['tamil', 'telugu'],
  countries: ['india'],
  educationLevels: [],
  diets: ['vegetarian'],
  manglik: ANY,
}

describe('a member’s search starts from their partner preferences', () => {
  it('takes a preference of exactly one value, and leaves several (or none) open', () => {
    expect(criteriaFromPreferences(preferences)).toEqual({
      ageFrom: '25',
      ageTo: '35',
      height: `5'0"`,
      maritalStatus: ANY,
      religion: 'hinduism',
      motherTongue: ANY,
      country: 'india',
      diet: 'vegetarian',
    })
  })
  it('keeps ages inside what search offers', () => {
    const wide = criteriaFromPreferences({ ...preferences, ageMin: 18, ageMax: 80 })
    expect([wide.ageFrom, wide.ageTo]).toEqual([String(SEARCH_AGE_MIN), String(SEARCH_AGE_MAX)])
  })
  it('shows the other gender', () => {
    expect([oppositeGender('male'), oppositeGender('female'), oppositeGender(undefined)]).toEqual([
      'female',
      'male',
      undefined,
    ])
  })
})
