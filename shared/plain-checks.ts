import { basicMsg } from './basic-messages'

// The checks of shared/field-checks.ts that need no superstruct, which its structs are built on: the
// registration wizard's first screen checks its two lists with them (shared/schemas/registration-start.ts),
// and the server checks the same with the structs.

export type FieldErrors = Record<string, string>

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
}

// Characters no one can see that only hide or disguise text: zero-width spaces, soft hyphens, byte-order marks,
// word joiners, Hangul and braille fillers, tag characters, invisible operators. A family could not see them,
// so they are removed rather than refused (a name of fillers alone is then empty, and required). Joiners
// (ZWJ, ZWNJ) stay where Indic scripts and emoji use them: after a character that is not ASCII.
// (The combining ones, U+034F, U+17B4-5, U+180B-F and U+1D159/1D173-A, are alternatives: a class of them reads
// as one combined character.)
const INVISIBLE_FILLERS =
  /[\u00AD\u115F\u1160\u200B\u2060-\u2064\u206A-\u206F\u2800\u3164\uFEFF\uFFA0\u{E0000}-\u{E007F}]|\u034F|\u17B4|\u17B5|\u180B|\u180C|\u180D|\u180E|\u180F|\u{1D159}|\u{1D173}|\u{1D174}|\u{1D175}|\u{1D176}|\u{1D177}|\u{1D178}|\u{1D179}|\u{1D17A}/gu
const STRAY_JOINERS = /(?<=^|[ -~\t\n\r])[\u200C\u200D]+/gu

/** Text as a person sees it: invisible fillers and stray joiners removed. */
export const withoutInvisibles = (value: string) =>
  value.replace(INVISIBLE_FILLERS, '').replace(STRAY_JOINERS, '')

/** A value as the structs take it: text without invisible fillers, trimmed; anything else as it is. */
export const asEntered = (value: unknown) =>
  typeof value === 'string' ? withoutInvisibles(value).trim() : value

/** What is wrong with one value of an option list (as entered): its required message, or not in the list. */
export function optionProblem(
  values: readonly string[],
  value: unknown,
  requiredMessage: string,
): string | null {
  if (isBlank(value)) return requiredMessage
  return typeof value === 'string' && values.includes(value) ? null : basicMsg.notInList
}
