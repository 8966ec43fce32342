import { describe, expect, it } from 'vitest'
import { communitiesByReligion, languageList } from '../../shared/communities'
import { hasContactDetails } from '../../shared/contact-filter'
import { eatingOptions } from '../../shared/options'
import { citiesOf, regionsOf } from '../../shared/places'
import {
  aboutMeTexts,
  culturalGroups,
  diasporaShare,
  educationLevelOf,
  educationLevels,
  expectationTexts,
  familyDetailsTexts,
  professions,
} from './families'

describe('cultural groups', () => {
  it.each(culturalGroups.map((g) => [g.name, g] as const))('%s is coherent', (_, group) => {
    const communities = communitiesByReligion[group.religion].map((c) => c.value)
    expect(group.communities.filter((c) => !communities.includes(c))).toEqual([])
    expect(group.communities.length).toBeGreaterThan(0)
    expect(languageList.map((l) => l.value)).toContain(group.motherTongue)

    const indianRegions = regionsOf('india').map((r) => r.value)
    expect(group.homeRegions.filter((h) => !indianRegions.includes(h.region))).toEqual([])
    expect(group.homeRegions.length).toBeGreaterThan(0)

    // Every community draws from a non-empty surname list, and no list belongs to a stranger.
    for (const community of group.communities) {
      expect((group.surnames[community] ?? group.surnames['*'])?.length, community).toBeGreaterThan(0)
    }
    expect(Object.keys(group.surnames).filter((k) => k !== '*' && !group.communities.includes(k))).toEqual([])
    expect(group.femaleNames.length).toBeGreaterThanOrEqual(8)
    expect(group.maleNames.length).toBeGreaterThanOrEqual(8)
    for (const name of [...group.femaleNames, ...group.maleNames, ...Object.values(group.surnames).flat()]) {
      expect(name).toMatch(/^\S(.*\S)?$/)
    }
    if (group.gotras) expect(group.gotras.length).toBeGreaterThan(0)

    const eating = eatingOptions.map((o) => o.value as string)
    expect(Object.keys(group.diet).filter((d) => !eating.includes(d))).toEqual([])
    const total = Object.values(group.diet).reduce((sum, share) => sum + share, 0)
    expect(total).toBeCloseTo(1, 5)
    expect(group.weight).toBeGreaterThan(0)
  })

  it('gives each group its own name', () => {
    const names = culturalGroups.map((g) => g.name)
    expect(new Set(names).size).toBe(names.length)
  })
})

describe('diaspora', () => {
  it('sends families only to places that exist', () => {
    for (const [group, pattern] of Object.entries(diasporaShare)) {
      if (group !== '*') expect(culturalGroups.map((g) => g.name)).toContain(group)
      for (const d of pattern.destinations) {
        expect(citiesOf(d.country, d.region).length, `${group}: ${d.country}/${d.region}`).toBeGreaterThan(0)
        expect(d.country).not.toBe('india')
        expect(d.weight).toBeGreaterThan(0)
      }
    }
  })

  it('puts about 15% of profiles abroad', () => {
    const totalWeight = culturalGroups.reduce((sum, g) => sum + g.weight, 0)
    const abroad = culturalGroups.reduce(
      (sum, g) => sum + g.weight * (diasporaShare[g.name] ?? diasporaShare['*']).share,
      0,
    )
    expect(abroad / totalWeight).toBeGreaterThan(0.12)
    expect(abroad / totalWeight).toBeLessThan(0.18)
  })
})

describe('professions', () => {
  it('knows the level of every education it names', () => {
    const levels = educationLevels.map((l) => l.value as string)
    for (const p of professions) {
      expect(p.educations.length, p.title).toBeGreaterThan(0)
      for (const education of p.educations) expect(levels, education).toContain(educationLevelOf(education))
    }
    expect(educationLevelOf('MBBS, MD, DM (Cardiology)')).toBe('doctorate')
    expect(educationLevelOf('B.Com, CA')).toBe('masters')
    expect(educationLevelOf('toString')).toBeUndefined()
  })

  it('has about forty distinct titles', () => {
    const titles = professions.map((p) => p.title)
    expect(new Set(titles).size).toBe(titles.length)
    expect(titles.length).toBeGreaterThanOrEqual(35)
  })
})

describe('texts', () => {
  const texts = [
    ...aboutMeTexts.map((t) => t.text),
    ...expectationTexts.map((t) => t.text),
    ...familyDetailsTexts,
  ]

  it.each(texts)('carries no contact details: %s', (text) => {
    expect(text).not.toMatch(/\d{6}/)
    expect(text).not.toContain('@')
    expect(hasContactDetails(text)).toBe(false)
  })

  it('speaks in every voice, about women and men alike', () => {
    const voices = new Set(aboutMeTexts.map((t) => t.voice))
    expect([...voices].sort()).toEqual(['parent', 'self', 'sibling'])
    for (const gender of ['female', 'male'] as const) {
      expect(aboutMeTexts.filter((t) => t.gender === gender).length).toBeGreaterThanOrEqual(5)
      expect(expectationTexts.filter((t) => t.gender === gender).length).toBeGreaterThanOrEqual(3)
    }
  })

  it('never lets a parent or sibling speak without saying whether it is a son or daughter', () => {
    const vague = [...aboutMeTexts, ...expectationTexts].filter((t) => t.voice !== 'self' && !t.gender)
    expect(vague).toEqual([])
  })
})
