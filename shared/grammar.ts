// Hindi verbs and some English pronouns follow the person a sentence is about. Messages about a person take a
// `gender` (or `who`) argument for an ICU select: `female`, `male`, or `other` when the profile says neither.

export type GrammaticalGender = 'female' | 'male' | 'other'

/** The select value for a profile's gender ('female', 'male', anything else or nothing: 'other'). */
export function genderOf(gender: string | null | undefined): GrammaticalGender {
  return gender === 'female' || gender === 'male' ? gender : 'other'
}
