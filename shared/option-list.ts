// The first lists of the registration wizard, and how every list is built: shared/options.ts re-exports them.
// They live apart from the long lists (every country, community and language) so that the wizard's first
// screen does without those.

// Values are stable (they are stored); labels are what people read.
export interface Option<V extends string = string> {
  value: V
  label: string
}

export function list<const V extends string>(pairs: readonly (readonly [V, string])[]): Option<V>[] {
  return pairs.map(([value, label]) => ({ value, label }))
}

export function valuesOf<V extends string>(options: readonly Option<V>[]): V[] {
  return options.map((o) => o.value)
}

export function labelOf(options: readonly Option[], value: string | null | undefined): string {
  return options.find((o) => o.value === value)?.label ?? ''
}

export const relationOptions = list([
  ['myself', 'Myself'],
  ['myson', 'My Son'],
  ['mydaughter', 'My Daughter'],
  ['mybrother', 'My Brother'],
  ['mysister', 'My Sister'],
  ['myfriend', 'My Friend'],
  ['myrelative', 'My Relative'],
] as const)

/** The gender a relation names (a son is male, a sister female); null where it does not say. */
export function genderOfRelation(relationship: string): 'male' | 'female' | null {
  if (relationship === 'myson' || relationship === 'mybrother') return 'male'
  if (relationship === 'mydaughter' || relationship === 'mysister') return 'female'
  return null
}

export const genderOptions = list([
  ['male', 'Male'],
  ['female', 'Female'],
] as const)
