import { coerce, object, optional, refine, string } from 'superstruct'
import type { Struct } from 'superstruct'
import type { Infer } from 'superstruct'
import { ageOn, parseIsoDate, todayIso } from '../dates'
import {
  LONG_TEXT_MAX,
  MARRIAGEABLE_AGE,
  NAME_MAX,
  PROFILE_AGE_MAX,
  TEXT_MAX,
  WEIGHT_MAX_KG,
  WEIGHT_MIN_KG,
} from '../limits'
import { msg } from '../messages'
import { mobileToE164 } from '../phone'
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
  habitOptions,
  haveChildrenOptions,
  maritalStatusOptions,
  MAX_HEIGHT_INCHES,
  MIN_HEIGHT_INCHES,
  motherTongueOptions,
  profileGenderOptions,
  religionOptions,
  rashiOptions,
} from '../options'
import {
  check,
  FORM_KEY,
  noContactDetails,
  oneOf,
  optionalEmail,
  optionalOneOf,
  optionalText,
  requiredText,
  wholeNumber,
} from '../validation'
import { nakshatraOptions, padaOptions } from '../matching/nakshatras'
import { cityNameError, countryNamed, placeError } from '../place-rules'
import { matchingStyleOptions } from '../matching/style'
import type { Checked } from '../validation'

// The matrimonial profile: the spec's fields plus motherTongue and haveChildren (docs/spec-deviations.md).

// Every free-text field is read by other families: none may carry contact details.
const noContacts = noContactDetails
const required = (label: string, max = TEXT_MAX) =>
  requiredText(msg.fieldRequired(label), { max, check: noContacts })
const choice = <V extends string>(options: { value: V; label: string }[], label: string) =>
  oneOf(options, msg.fieldRequired(label))

export const profileFields = {
  firstName: requiredText(msg.firstNameRequired, {
    max: NAME_MAX,
    maxMessage: msg.firstNameMax,
    check: noContacts,
  }),
  lastName: requiredText(msg.lastNameRequired, {
    max: NAME_MAX,
    maxMessage: msg.lastNameMax,
    check: noContacts,
  }),
  dob: requiredText(msg.dobRequired, {
    max: 10,
    maxMessage: msg.dobInvalid,
    check: (v) => (parseIsoDate(v) !== null && v <= todayIso()) || msg.dobInvalid,
  }),
  age: wholeNumber({
    required: msg.ageFormRequired,
    notANumber: msg.ageFormRange,
    // Below the marriageable age the terms' own message explains the refusal (profile-rules below).
    min: 0,
    max: PROFILE_AGE_MAX,
    range: msg.ageFormRange,
  }),
  // Only when the family has one: without it the office prints a consent code for the candidate (issue 21).
  email: optional(optionalEmail(msg.emailShape)),
  // Any country's mobile (libphonenumber's ranges), kept in E.164; ten digits alone mean an Indian number.
  mobile: coerce(
    requiredText(msg.mobileRequired, {
      max: 16,
      maxMessage: msg.mobileWithCode,
      check: (v) =>
        mobileToE164(v) !== null || (/^[+0]/.test(v.trim()) ? msg.mobileWithCode : msg.mobileShape),
    }),
    string(),
    (v) => mobileToE164(v) ?? v,
  ),
  gender: oneOf(profileGenderOptions, msg.genderRequired),
  education: required('Education'),
  occupation: required('Occupation'),
  // Horoscope details matter to some families only: optional, like weight and gotra (issue 22).
  rashi: optionalOneOf(rashiOptions),
  dosham: optionalOneOf(doshamOptions),
  eating: choice(eatingOptions, 'Eating'),
  smoking: choice(habitOptions, 'Smoking'),
  drinking: choice(habitOptions, 'Drinking'),
  family: choice(familyTypeOptions, 'Family'),
  value: choice(familyValueOptions, 'Value'),
  familyStatus: choice(familyStatusOptions, 'Family Status'),
  height: wholeNumber({
    required: msg.fieldRequired('Height'),
    notANumber: msg.notInList,
    min: MIN_HEIGHT_INCHES,
    max: MAX_HEIGHT_INCHES,
    range: msg.notInList,
  }),
  weight: optional(
    wholeNumber({
      required: msg.fieldRequired('Weight'),
      notANumber: msg.weightRange,
      min: WEIGHT_MIN_KG,
      max: WEIGHT_MAX_KG,
      range: msg.weightRange,
    }),
  ),
  country: choice(countryOptions, 'Country'),
  // A region of the country's whole list where we have one, else free text (placeError, place-rules.ts).
  state: optional(optionalText({ max: TEXT_MAX, check: noContacts })),
  aboutMe: requiredText(msg.fieldRequired('About Me'), { max: LONG_TEXT_MAX, check: noContacts }),
  religion: choice(religionOptions, 'Religion'),
  caste: required('Community'),
  // Only some religions have gotras (religionUsesGotra); never required.
  gotra: optional(optionalText({ max: TEXT_MAX, check: noContacts })),
  expectation: requiredText(msg.fieldRequired('Expectation'), { max: LONG_TEXT_MAX, check: noContacts }),
  annualIncome: choice(annualIncomeOptions, 'Annual Income'),
  maritalStatus: choice(maritalStatusOptions, 'Marital Status'),
  // A country, like where the family lives; a name ("India", "Indian") sent as before is taken for its value.
  citizen: coerce(choice(countryOptions, 'Citizen'), string(), (v) => countryNamed(v) ?? v),
  motherTongue: choice(motherTongueOptions, 'Mother Tongue'),
  haveChildren: choice(haveChildrenOptions, 'Have Children'),
  // Not in the spec's form; optional, so the office form's body stays as the spec gives it.
  city: optional(
    optionalText({
      max: TEXT_MAX,
      check: (v) => (noContacts(v) === true ? cityNameError(v) : noContacts(v)),
    }),
  ),
  nativePlace: optional(optionalText({ max: TEXT_MAX, check: noContacts })),
  familyDetails: optional(optionalText({ max: LONG_TEXT_MAX, check: noContacts })),
  // For guna milan and for search; optional, so the office form's body stays as the spec gives it.
  nakshatra: optionalOneOf(nakshatraOptions),
  pada: optionalOneOf(padaOptions),
  // Guna milan or the ten poruthams first; blank: by mother tongue.
  matchingStyle: optionalOneOf(matchingStyleOptions),
  educationLevel: optionalOneOf(educationLevelOptions),
  professionGroup: optionalOneOf(professionGroupOptions),
}

export type ProfileField = keyof typeof profileFields
export const profileFieldNames = Object.keys(profileFields) as ProfileField[]

/** Rules across fields: age agrees with date of birth; nobody below the marriageable age of the terms. */
export const ProfileBody = refine(object(profileFields), 'profile-rules', (p) => {
  const actual = ageOn(p.dob)
  if (actual !== p.age) return { path: ['age'], key: 'age', message: msg.ageMismatch }
  const min = MARRIAGEABLE_AGE[p.gender]
  if (actual < min) return { path: ['dob'], key: 'dob', message: msg.underAge(p.gender, min) }
  const place = placeError(p.country, p.state)
  if (place) return { path: ['state'], key: 'state', message: place }
  return true
})
export type ProfileBody = Infer<typeof ProfileBody>

/**
 * Cross-field rules of a whole (or merged) profile; null when they hold. The state is checked against the
 * country when an edit changes either (`changed`, all fields when not given): an edit of another section
 * never stumbles on a place stored before the lists were whole.
 */
export function profileRuleError(
  p: { dob?: string | null; gender?: string | null; country?: string | null; state?: string | null },
  changed?: readonly string[],
): Record<string, string> | null {
  if (!changed || changed.includes('country') || changed.includes('state')) {
    const place = placeError(p.country, p.state)
    if (place) return { state: place }
  }
  if (!p.dob || !p.gender) return null
  const min = MARRIAGEABLE_AGE[p.gender as keyof typeof MARRIAGEABLE_AGE]
  if (min !== undefined && ageOn(p.dob) < min)
    return { dob: msg.underAge(p.gender as keyof typeof MARRIAGEABLE_AGE, min) }
  return null
}

export type ProfilePatch = Partial<Omit<ProfileBody, 'age'>>

/** An edit of some fields (a My profile section, a wizard step): each field checked by its own struct. */
export function checkProfilePatch(body: unknown): Checked<ProfilePatch> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, errors: { [FORM_KEY]: msg.badRequest } }
  const keys = Object.keys(body)
  const unknown = keys.filter((k) => k === 'age' || !(k in profileFields))
  if (unknown.length)
    return { ok: false, errors: Object.fromEntries(unknown.map((k) => [k, msg.unknownField])) }
  if (!keys.length) return { ok: false, errors: { [FORM_KEY]: msg.badRequest } }
  const subset = Object.fromEntries(keys.map((k) => [k, profileFields[k as ProfileField]]))
  const checked = check(body, object(subset) as unknown as Struct<ProfilePatch, unknown>)
  // An optional field sent blank is cleared (weight, gotra, rashi ...), not left as it was.
  if (checked.ok)
    for (const k of keys) {
      const fields = checked.value as Record<string, unknown>
      if (fields[k] === undefined || fields[k] === '') fields[k] = null
    }
  return checked
}
