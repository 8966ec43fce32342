import { LONG_TEXT_MAX, NAME_MAX, TEXT_MAX } from './limits'
import {
  annualIncomeOptions,
  countryOptions,
  doshamOptions,
  educationLevelOptions,
  professionGroupOptions,
  eatingOptions,
  familyStatusOptions,
  familyTypeOptions,
  familyValueOptions,
  formatHeight,
  habitOptions,
  haveChildrenOptions,
  heightOptions,
  labelOf,
  maritalStatusOptions,
  motherTongueOptions,
  profileGenderOptions,
  rashiOptions,
  religionOptions,
} from './options'
import type { Option } from './options'
import { nakshatraOptions, padaOptions } from './matching/nakshatras'
import { matchingStyleOptions } from './matching/style'
import type { EditableField } from './profile-sections'

// How each profile field is asked for and shown: the label, the kind of input, and its options.

export type FieldInput =
  | { kind: 'text'; max: number; type?: 'email' | 'tel' }
  | { kind: 'textarea'; max: number }
  | { kind: 'date' }
  | { kind: 'number'; min: number; max: number; unit: string }
  | { kind: 'select'; options: readonly Option[] }
  | { kind: 'radio'; options: readonly Option[] }
  // Where the family lives, below the country: renderer/src/components/place-fields.tsx (issue 22).
  | { kind: 'region' }
  | { kind: 'city' }

export const profileFieldInputs: Record<EditableField, { label: string; input: FieldInput; hint?: string }> =
  {
    firstName: { label: 'First name', input: { kind: 'text', max: NAME_MAX } },
    lastName: { label: 'Last name', input: { kind: 'text', max: NAME_MAX }, hint: 'Shown only to you.' },
    gender: { label: 'Gender', input: { kind: 'radio', options: profileGenderOptions } },
    dob: { label: 'Date of birth', input: { kind: 'date' }, hint: 'Others see the age only.' },
    height: { label: 'Height', input: { kind: 'select', options: heightOptions } },
    maritalStatus: { label: 'Marital status', input: { kind: 'select', options: maritalStatusOptions } },
    haveChildren: { label: 'Have children', input: { kind: 'select', options: haveChildrenOptions } },
    religion: { label: 'Religion', input: { kind: 'select', options: religionOptions } },
    caste: { label: 'Community', input: { kind: 'text', max: TEXT_MAX } },
    gotra: { label: 'Gotra (optional)', input: { kind: 'text', max: TEXT_MAX } },
    motherTongue: { label: 'Mother tongue', input: { kind: 'select', options: motherTongueOptions } },
    country: { label: 'Country', input: { kind: 'select', options: countryOptions } },
    state: { label: 'State', input: { kind: 'region' } },
    city: { label: 'City (optional)', input: { kind: 'city' } },
    citizen: { label: 'Citizenship', input: { kind: 'select', options: countryOptions } },
    nativePlace: { label: 'Native place (optional)', input: { kind: 'text', max: TEXT_MAX } },
    education: { label: 'Education', input: { kind: 'text', max: TEXT_MAX } },
    occupation: { label: 'Profession', input: { kind: 'text', max: TEXT_MAX } },
    annualIncome: { label: 'Annual income', input: { kind: 'select', options: annualIncomeOptions } },
    family: { label: 'Family type', input: { kind: 'select', options: familyTypeOptions } },
    value: { label: 'Family values', input: { kind: 'select', options: familyValueOptions } },
    familyStatus: { label: 'Family status', input: { kind: 'select', options: familyStatusOptions } },
    familyDetails: {
      label: 'About the family (optional)',
      input: { kind: 'textarea', max: LONG_TEXT_MAX },
      hint: 'Parents, brothers and sisters, where the family lives. No phone numbers or e-mail addresses.',
    },
    eating: { label: 'Diet', input: { kind: 'select', options: eatingOptions } },
    smoking: { label: 'Smoking', input: { kind: 'select', options: habitOptions } },
    drinking: { label: 'Drinking', input: { kind: 'select', options: habitOptions } },
    weight: { label: 'Weight', input: { kind: 'number', min: 30, max: 200, unit: 'kg' } },
    rashi: { label: 'Rashi (moon sign, optional)', input: { kind: 'select', options: rashiOptions } },
    nakshatra: {
      label: 'Nakshatra (birth star, optional)',
      input: { kind: 'select', options: nakshatraOptions },
      hint: 'With the pada, it lets families see the guna milan (Ashtakoot) score.',
    },
    pada: { label: 'Pada (optional)', input: { kind: 'select', options: padaOptions } },
    matchingStyle: {
      label: 'Horoscope matching shown first (optional)',
      input: { kind: 'select', options: matchingStyleOptions },
      hint: 'Left blank, Tamil, Telugu, Kannada and Malayalam families see the ten poruthams first, others guna milan.',
    },
    educationLevel: {
      label: 'Highest education level (optional)',
      input: { kind: 'select', options: educationLevelOptions },
    },
    professionGroup: {
      label: 'Field of work (optional)',
      input: { kind: 'select', options: professionGroupOptions },
    },
    dosham: { label: 'Manglik (dosham, optional)', input: { kind: 'select', options: doshamOptions } },
    aboutMe: {
      label: 'About me',
      input: { kind: 'textarea', max: LONG_TEXT_MAX },
      hint: 'No phone numbers, e-mail addresses or links: contact details are shared only after an interest is accepted.',
    },
    expectation: { label: 'What we are looking for', input: { kind: 'textarea', max: LONG_TEXT_MAX } },
    email: {
      label: 'E-mail',
      input: { kind: 'text', max: 254, type: 'email' },
      hint: 'Never shown to others.',
    },
    mobile: {
      label: 'Mobile number',
      input: { kind: 'text', max: 16, type: 'tel' },
      hint: 'With the country code, such as +91 98765 43210.',
    },
  }

/**
 * A stored value as people read it: option labels, heights in feet and inches. A stored mobile number (E.164)
 * is formatted by renderer/src/lib/field-text.ts: the phone library stays out of pages that show none.
 */
export function displayValue(field: EditableField, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return ''
  if (field === 'height') return formatHeight(Number(value))
  if (field === 'weight') return `${value} kg`
  const input = profileFieldInputs[field].input
  if (input.kind === 'select' || input.kind === 'radio')
    return labelOf(input.options, String(value)) || String(value)
  return String(value)
}
