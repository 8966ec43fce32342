import type { Option } from '../options'

// Which horoscope matching a family reads first: the North Indian guna milan (36 points) or the ten
// poruthams of Tamil, Telugu, Kannada and Malayalam families. A family may choose; without a choice the
// mother tongue decides. Both are always offered.

export type MatchingStyle = 'ashtakoot' | 'porutham'

export const matchingStyleOptions: Option<MatchingStyle>[] = [
  { value: 'ashtakoot', label: 'Guna milan (36 points)' },
  { value: 'porutham', label: 'Ten poruthams' },
]

/** Mother tongues whose families match by the ten poruthams by default. */
export const PORUTHAM_TONGUES: readonly string[] = ['tamil', 'telugu', 'kannada', 'malayalam']

export function matchingStyleOf(p: {
  matchingStyle?: string | null
  motherTongue?: string | null
}): MatchingStyle {
  if (p.matchingStyle === 'ashtakoot' || p.matchingStyle === 'porutham') return p.matchingStyle
  return p.motherTongue && PORUTHAM_TONGUES.includes(p.motherTongue) ? 'porutham' : 'ashtakoot'
}
