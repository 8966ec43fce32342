import { allCommunities, languageList, otherCommunity, religionList } from './communities'
import { moderationDecisionOptions, reportReasonOptions } from './connections'
import * as options from './options'
import type { Option } from './options'
import { nakshatraOptions, padaOptions } from './matching/nakshatras'
import { matchingStyleOptions } from './matching/style'
import { photoRejectReasonOptions } from './photos'
import { regionLabelOptional } from './place-rules'
import { countryList } from './places'
import { issueTypeOptions } from './schemas/ticket'
import { profileFieldInputs } from './profile-fields'
import { documentKindOptions } from './verification'
import {
  closeReasonOptions,
  managedByLabels,
  profileHistoryActions,
  profileSections,
  profileStatusLabels,
} from './profile-sections'

// Every English label of the shared lists that people read: Hindi and Tamil translate each one, in the
// `places` catalog for countries, states, cities, communities and languages (long lists, loaded only by the
// screens that offer them) and in the `options` catalog for the rest (key "<area>.<English label>").
// The stored values never change.

const isOptionList = (value: unknown): value is Option[] =>
  Array.isArray(value) && value.length > 0 && typeof value[0] === 'object' && 'label' in value[0]

export function translatableLabels(): { options: Set<string>; places: Set<string> } {
  const places = new Set<string>()
  const addPlace = (label: string) => label && places.add(label)
  for (const o of [...languageList, ...allCommunities(), otherCommunity]) addPlace(o.label)
  for (const country of countryList) {
    addPlace(country.label)
    for (const region of country.regions) {
      addPlace(region.label)
      region.cities.forEach(addPlace)
    }
  }
  const labels = new Set<string>()
  const add = (label: string) => label && !places.has(label) && labels.add(label)
  for (const value of Object.values(options)) if (isOptionList(value)) value.forEach((o) => add(o.label))
  add(options.anyOption.label)
  add(options.COMMUNITY_UNDISCLOSED)
  add(regionLabelOptional)
  religionList.forEach((o) => add(o.label))
  for (const { label, hint } of Object.values(profileFieldInputs)) {
    add(label)
    if (hint) add(hint)
  }
  for (const section of profileSections) add(section.title)
  Object.values(profileStatusLabels).forEach(add)
  profileHistoryActions.forEach(add)
  Object.values(managedByLabels).forEach(add)
  for (const o of [...closeReasonOptions, ...reportReasonOptions, ...moderationDecisionOptions]) add(o.label)
  for (const o of [
    ...photoRejectReasonOptions,
    ...issueTypeOptions,
    ...nakshatraOptions,
    ...padaOptions,
    ...matchingStyleOptions,
    ...documentKindOptions,
  ])
    add(o.label)
  return { options: labels, places }
}
