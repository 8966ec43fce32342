import { expect, it } from 'vitest'
import { check } from '../validation'
import { step1Errors } from './registration-start'
import { RegistrationStep1 } from './registration-steps'

// The wizard's first screen checks step 1 without superstruct: it must say exactly what the API's struct says.
it('checks step 1 as RegistrationStep1 does, message for message', () => {
  const values = [
    '',
    '   ',
    undefined,
    null,
    5,
    'myson',
    ' mydaughter ',
    'my\u200Bself',
    'male',
    'female',
    'other',
  ]
  for (const relationship of values)
    for (const gender of values) {
      const body = { relationship, gender }
      const struct = check(body, RegistrationStep1)
      expect(step1Errors(body), JSON.stringify(body)).toEqual(struct.ok ? undefined : struct.errors)
    }
  expect(step1Errors({})).toEqual({ relationship: 'Required', gender: 'Required' })
  expect(step1Errors({ relationship: 'myfriend', gender: 'x' })).toEqual({
    gender: 'Choose one of the options in the list.',
  })
})
