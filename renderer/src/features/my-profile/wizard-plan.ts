import { religionUsesGotra } from '../../../../shared/options'
import { optionalProfileFields } from '../../../../shared/profile-sections'
import type { EditableField } from '../../../../shared/profile-sections'
import type { MessageId } from '../../i18n/keys'

// The profile wizard's plan: which fields each step asks, where a family comes back in, and what each step
// saves. Pure, so the unit tests cover it without a page.

export type WizardValues = Partial<Record<EditableField, string>>

export interface FieldStep {
  kind: 'fields'
  title: MessageId
  /** Asked on every visit. */
  fields: EditableField[]
  /** The registration asks these: the step asks them only when the stored profile has none. */
  ifMissing: EditableField[]
}
export type WizardStep = FieldStep | { kind: 'photo'; title: MessageId } | { kind: 'publish' }

/**
 * Every field that publishing needs, in the order a family thinks of them. Optional fields are left to My
 * profile (horoscope, city, native place, weight), except gotra, which families that have one expect to be
 * asked with the religion (and which the field input hides for other religions).
 */
export const wizardSteps: WizardStep[] = [
  {
    kind: 'fields',
    title: 'profile.wizard.stepBasics',
    ifMissing: ['firstName', 'lastName', 'gender', 'dob', 'religion', 'caste', 'mobile'],
    fields: ['height', 'maritalStatus', 'haveChildren', 'motherTongue', 'gotra'],
  },
  {
    kind: 'fields',
    title: 'profile.wizard.stepLocation',
    ifMissing: ['country'],
    fields: ['state', 'citizen'],
  },
  {
    kind: 'fields',
    title: 'profile.wizard.stepCareer',
    ifMissing: [],
    fields: ['education', 'occupation', 'annualIncome'],
  },
  {
    kind: 'fields',
    title: 'profile.wizard.stepFamily',
    ifMissing: [],
    fields: ['family', 'value', 'familyStatus', 'eating', 'smoking', 'drinking'],
  },
  { kind: 'fields', title: 'profile.wizard.stepWords', ifMissing: [], fields: ['aboutMe', 'expectation'] },
  { kind: 'photo', title: 'profile.wizard.stepPhoto' },
  { kind: 'publish' },
]

export const PUBLISH_STEP = wizardSteps.length

const blank = (v: unknown) => v === undefined || v === null || v === ''

/** The wizard's inputs for the stored profile: every value as the form holds it (text). */
export function wizardValuesOf(values: Record<string, string | number>): WizardValues {
  const out: WizardValues = {}
  for (const [k, v] of Object.entries(values)) out[k as EditableField] = String(v)
  return out
}

/**
 * What most families answer, chosen for them so that they only change what differs: never married and no
 * children, no smoking or drinking, and a citizen of the country they live in.
 */
export function withDefaults(values: WizardValues): WizardValues {
  // Citizenship is a choice of the same countries as where a family lives.
  const citizen = values.country
  const defaults: WizardValues = {
    maritalStatus: 'single',
    haveChildren: 'no',
    smoking: 'no',
    drinking: 'no',
    ...(citizen ? { citizen } : {}),
  }
  const out = { ...values }
  for (const [k, v] of Object.entries(defaults))
    if (blank(out[k as EditableField])) out[k as EditableField] = v
  return out
}

/** The fields a step shows, decided once from the stored profile (so a field never vanishes while typed in). */
export function fieldsOfStep(step: number, stored: Record<string, unknown>): EditableField[] {
  const plan = wizardSteps[step - 1]
  if (plan?.kind !== 'fields') return []
  return [...plan.ifMissing.filter((f) => blank(stored[f])), ...plan.fields]
}

const required = (f: EditableField) => !optionalProfileFields.includes(f)

/**
 * Where a family comes back in, from the server's profile: the first step with a required field still empty;
 * when none is, the photo step for a family that stopped there (the draft says so), else publishing.
 */
export function resumeStep(stored: Record<string, unknown>, draftStep?: number): number {
  for (let i = 0; i < wizardSteps.length; i++) {
    const plan = wizardSteps[i]
    if (plan.kind !== 'fields') continue
    if ([...plan.ifMissing, ...plan.fields].some((f) => required(f) && blank(stored[f])))
      return Math.min(i + 1, draftStep ?? Infinity)
  }
  return Math.min(PUBLISH_STEP, Math.max(1, draftStep ?? PUBLISH_STEP))
}

/**
 * The values a returning family sees: the server's (with the usual answers), and from the draft only what was
 * typed on the step it left unsaved. Older typing in the draft must not undo an edit made on My profile since.
 */
export function resumedValues(
  stored: Record<string, string | number>,
  draft?: { step: number; values: WizardValues },
): WizardValues {
  const server = withDefaults(wizardValuesOf(stored))
  if (!draft) return server
  const unsaved = fieldsOfStep(draft.step, stored).filter((f) => draft.values[f] !== undefined)
  return { ...server, ...Object.fromEntries(unsaved.map((f) => [f, draft.values[f]])) }
}

/** One step's edit of the profile: its fields as typed (blank clears an optional one); gotra only where used. */
export function patchOfStep(fields: EditableField[], values: WizardValues): Record<string, string> {
  const patch: Record<string, string> = {}
  for (const field of fields) {
    if (field === 'gotra' && !religionUsesGotra(values.religion)) continue
    patch[field] = (values[field] ?? '').trim()
  }
  return patch
}
