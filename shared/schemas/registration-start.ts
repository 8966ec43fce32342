import { basicMsg } from '../basic-messages'
import { genderOptions, relationOptions } from '../option-list'
import { asEntered, optionProblem } from '../plain-checks'
import type { FieldErrors } from '../plain-checks'

// The registration wizard's first step (whom the profile is for, and their gender). Its struct,
// RegistrationStep1 (registration-steps.ts), is built on these lists and checks; the wizard's first screen
// checks with step1Errors() alone, so it does without superstruct, the contact filter and every other message.

/** Step 1's fields and their lists. */
export const step1Lists = { relationship: relationOptions, gender: genderOptions } as const

/** Step 1's values checked as RegistrationStep1 checks them: one message per field, or undefined. */
export function step1Errors(values: Record<string, unknown>): FieldErrors | undefined {
  const errors: FieldErrors = {}
  for (const [key, options] of Object.entries(step1Lists)) {
    const allowed = options.map((o) => o.value)
    const problem = optionProblem(allowed, asEntered(values[key]), basicMsg.required)
    if (problem) errors[key] = problem
  }
  return Object.keys(errors).length ? errors : undefined
}
