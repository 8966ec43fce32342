import { FORM_ERROR } from 'final-form'
import type { SubmissionErrors } from 'final-form'
import { msg } from '../../../shared/messages'
import { ApiError } from './api-client'

/** final-form's submit result for a failed call: the field messages and the message under the form. */
export function submitErrors(error: unknown): SubmissionErrors {
  if (error instanceof ApiError) return { ...error.fieldErrors, [FORM_ERROR]: error.message }
  return { [FORM_ERROR]: msg.unexpected }
}
