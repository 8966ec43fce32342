import { boolean, define, nullable, object, optional } from 'superstruct'
import type { Infer } from 'superstruct'
import { nakshatraOptions, padaOptions } from '../matching/nakshatras'
import { msg } from '../messages'
import { oneOf } from '../validation'

// Birth details as the form sends them: a local clock time (or null: not known) and a place from the
// server's list, by id. `apply` takes the computed nakshatra, pada, rashi and manglik into the profile;
// `choice` is the pada the family confirms when the Moon was within 0.1° of an edge.

export const BIRTH_TIME = /^([01]\d|2[0-3]):[0-5]\d$/

const birthTime = nullable(
  define<string>('birthTime', (v) => (typeof v === 'string' && BIRTH_TIME.test(v)) || msg.birthTimeShape),
)
const placeId = nullable(
  define<string>(
    'placeId',
    (v) => (typeof v === 'string' && v.length > 0 && v.length <= 120) || msg.birthPlaceRequired,
  ),
)

export const BirthDetailsBody = object({
  birthTime,
  placeId,
  apply: boolean(),
  choice: optional(
    object({
      nakshatra: oneOf(
        nakshatraOptions.filter((o) => o.value !== 'dontknow'),
        msg.chooseMoonSide,
      ),
      pada: oneOf(
        padaOptions.filter((o) => o.value !== 'dontknow'),
        msg.chooseMoonSide,
      ),
    }),
  ),
})
export type BirthDetailsBody = Infer<typeof BirthDetailsBody>
