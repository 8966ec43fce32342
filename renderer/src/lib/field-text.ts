import { COMMUNITY_UNDISCLOSED } from '../../../shared/options'
import { formatMobile } from '../../../shared/phone'
import { displayValue, profileFieldInputs } from '../../../shared/profile-fields'
import type { EditableField } from '../../../shared/profile-sections'
import type { Translate } from '../i18n/use-t'

// A profile's fields as people read them (My profile, the wizard's review, the biodata): the labels and
// option labels are English in shared/profile-fields.ts and translated by the options and places catalogs.

/** A field's label above its value: translated, without the "(optional)" its input shows. */
export function fieldHeading(t: Translate, field: EditableField): string {
  const english = profileFieldInputs[field].label
  if (!english.endsWith(' (optional)')) return t.label(english)
  // The translation ends in its own word for "optional", in brackets like the English.
  return t.label(english).replace(/\s*\([^()]*\)\s*$/, '')
}

/** A stored value as people read it: option labels translated, typed text as written. */
export function fieldValue(
  t: Translate,
  field: EditableField,
  value: string | number | null | undefined,
): string {
  // My profile's own values hold the mobile as stored (E.164); the profile page's come formatted.
  const shown = field === 'mobile' && value ? formatMobile(String(value)) : displayValue(field, value)
  const { kind } = profileFieldInputs[field].input
  if (field === 'caste' && shown === COMMUNITY_UNDISCLOSED) return t.label(shown)
  // A state or city reads in the language where the places catalog knows it ("Dubai": दुबई).
  const listed = kind === 'select' || kind === 'radio' || kind === 'region' || kind === 'city'
  return shown && listed ? t.label(shown) : shown
}
