import { describe, expect, it } from 'vitest'
import { completenessOf, optionalProfileFields, profileSections } from '../../../../shared/profile-sections'
import type { EditableField } from '../../../../shared/profile-sections'
import {
  fieldsOfStep,
  patchOfStep,
  PUBLISH_STEP,
  resumedValues,
  resumeStep,
  wizardSteps,
  wizardValuesOf,
  withDefaults,
} from './wizard-plan'

// What the registration stores (server/profiles/from-registration.ts).
const registered = {
  firstName: 'Meena',
  lastName: 'Iyer',
  gender: 'female',
  dob: '1998-03-09',
  religion: 'hinduism',
  caste: 'Iyer',
  country: 'india',
  email: 'meena@example.com',
  mobile: '+919840098400',
}
const complete = {
  ...registered,
  height: 63,
  maritalStatus: 'single',
  haveChildren: 'no',
  motherTongue: 'tamil',
  state: 'Tamil Nadu',
  citizen: 'India',
  education: 'B.Com',
  occupation: 'Accountant',
  annualIncome: '5to10',
  family: 'joint',
  value: 'moderate',
  familyStatus: 'middle',
  eating: 'vegetarian',
  smoking: 'no',
  drinking: 'no',
  aboutMe: 'I keep accounts and play the veena.',
  expectation: 'A kind partner.',
}

describe('the profile wizard plan', () => {
  it('asks every field that publishing needs, and no other required one is left to My profile', () => {
    const asked = new Set(
      wizardSteps.flatMap((s) => (s.kind === 'fields' ? [...s.ifMissing, ...s.fields] : [])),
    )
    const required = profileSections
      .flatMap((s) => s.fields)
      .filter((f) => !optionalProfileFields.includes(f))
    expect(required.filter((f) => !asked.has(f))).toEqual([])
    expect(completenessOf(complete).missingSections).toEqual([])
  })

  it('does not ask again what the registration asked, but asks it when the profile lacks it', () => {
    expect(fieldsOfStep(1, registered)).toEqual([
      'height',
      'maritalStatus',
      'haveChildren',
      'motherTongue',
      'gotra',
    ])
    expect(fieldsOfStep(1, { ...registered, dob: null, caste: '' })).toEqual([
      'dob',
      'caste',
      'height',
      'maritalStatus',
      'haveChildren',
      'motherTongue',
      'gotra',
    ])
    expect(fieldsOfStep(2, registered)).toEqual(['state', 'citizen'])
    expect(fieldsOfStep(PUBLISH_STEP, registered)).toEqual([])
  })

  it('resumes at the first step that still misses a required field, from the server alone', () => {
    expect(resumeStep(registered)).toBe(1)
    const { state: _state, ...noState } = complete
    expect(resumeStep(noState)).toBe(2)
    const { aboutMe: _about, ...noAbout } = complete
    expect(resumeStep(noAbout)).toBe(5)
    // Optional fields left empty (gotra, weight, horoscope) do not hold the wizard back.
    expect(resumeStep({ ...complete, gotra: null, weight: null, rashi: null })).toBe(PUBLISH_STEP)
  })

  it('keeps a step the family went back to, or the photo step it stopped at, but never skips a gap', () => {
    expect(resumeStep(complete, 2)).toBe(2)
    expect(resumeStep(complete, PUBLISH_STEP - 1)).toBe(PUBLISH_STEP - 1)
    const { occupation: _o, ...noOccupation } = complete
    expect(resumeStep(noOccupation, PUBLISH_STEP - 1)).toBe(3)
    expect(resumeStep(complete, 99)).toBe(PUBLISH_STEP)
  })

  it('chooses the usual answers, without overwriting a stored one', () => {
    const values = withDefaults(wizardValuesOf(registered))
    expect(values).toMatchObject({
      maritalStatus: 'single',
      haveChildren: 'no',
      smoking: 'no',
      drinking: 'no',
      citizen: 'india',
    })
    expect(withDefaults({ maritalStatus: 'divorced', smoking: 'occasionally' })).toMatchObject({
      maritalStatus: 'divorced',
      smoking: 'occasionally',
    })
    expect(withDefaults({}).citizen).toBeUndefined()
    expect(wizardValuesOf({ height: 63 }).height).toBe('63')
  })

  it('saves each step as its own fields, trimmed, with gotra only for religions that use it', () => {
    const fields: EditableField[] = ['height', 'maritalStatus', 'haveChildren', 'motherTongue', 'gotra']
    const typed = { height: '63', maritalStatus: 'single', haveChildren: 'no', motherTongue: 'tamil' }
    expect(patchOfStep(fields, { ...typed, religion: 'hinduism', gotra: ' Kaundinya ' })).toEqual({
      ...typed,
      gotra: 'Kaundinya',
    })
    expect(patchOfStep(fields, { ...typed, religion: 'islam', gotra: 'Kaundinya' })).toEqual(typed)
    expect(patchOfStep(['state', 'citizen'], { state: 'Dubai' })).toEqual({ state: 'Dubai', citizen: '' })
  })

  it('brings back what was typed on the unsaved step, and the server’s values for the rest', () => {
    const stored = { ...complete, state: '' }
    const draft = { step: 2, values: { state: 'Kerala', citizen: 'India', occupation: 'Typed long ago' } }
    expect(resumedValues(stored, draft)).toMatchObject({ state: 'Kerala', occupation: 'Accountant' })
    expect(resumedValues(stored).state).toBe('')
  })
})
