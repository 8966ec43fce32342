import { object } from 'superstruct'
import { basicMsg } from '../basic-messages'
import { oneOf } from '../field-checks'
import { genderOptions, relationOptions } from '../option-list'

// The registration wizard's first step (whom the profile is for, and their gender): its checks need only the
// basic messages, so the wizard's first screen does without the contact filter and every other message.
export const RegistrationStep1 = object({
  relationship: oneOf(relationOptions, basicMsg.required),
  gender: oneOf(genderOptions, basicMsg.required),
})
