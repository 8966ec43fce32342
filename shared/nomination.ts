import { nullable, object, string } from 'superstruct'
import type { Infer } from 'superstruct'
import { NAME_MAX } from './limits'
import { msg } from './messages'
import { email, requiredText } from './validation'

// Nomination (DPDP Act 2023, section 14): a member names one person who may exercise their rights if they
// die or cannot. That person later writes to us as a nominee (Write to Us) and is asked for proof.

/** The grievance kind of a nominee's request: staff record the proof before acting on it. */
export const NOMINEE_GRIEVANCE_KIND = 'Nominee request'

export const NomineeBody = object({
  name: requiredText(msg.required, { max: NAME_MAX * 2 }),
  email: email(msg.emailRequired, msg.emailShape),
})
export type NomineeBody = Infer<typeof NomineeBody>

export const Nominee = object({ name: string(), email: string(), since: string() })
export const NomineeResponse = object({ nominee: nullable(Nominee) })
export type NomineeResponse = Infer<typeof NomineeResponse>
export const NomineeChangedResponse = object({ nominee: nullable(Nominee), message: string() })
