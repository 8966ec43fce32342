import { coerce, define, validate } from 'superstruct'
import type { Struct, StructError } from 'superstruct'
import { basicMsg as msg } from './basic-messages'
import type { Option } from './option-list'
import { isBlank, optionProblem, withoutInvisibles } from './plain-checks'
import type { FieldErrors } from './plain-checks'

// Field structs that carry the form's own messages, so the browser and the API say the same thing. These need
// only the basic messages; shared/validation.ts adds the contact filter and e-mail addresses (and re-exports
// these), so that a form's first screen can check its fields without either.

export { isBlank, withoutInvisibles } from './plain-checks'
export type { FieldErrors } from './plain-checks'
export const FORM_KEY = '_form'

// superstruct's own string() builds its message with `${value}`, which throws for objects whose toString
// is not a function ({"toString": 0} in a JSON body). Our conditions never print the value.
const isString = define<string>('string', (v) => typeof v === 'string' || 'not text')

const trimmed = <T>(struct: Struct<T, null>) =>
  coerce(struct, isString, (s) => withoutInvisibles(s).trim()) as unknown as Struct<T, null>

// C0 controls other than tab, line feed and carriage return (NUL among them), DEL and the C1 controls, and the
// bidi embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069), which make text display otherwise
// than it reads. Joiners and direction marks stay allowed: Indic and right-to-left scripts need them.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const INVISIBLE_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/
export const hasInvisibleControls = (value: string) => INVISIBLE_CONTROLS.test(value)

interface TextRules {
  max: number
  maxMessage?: string
  check?: (value: string) => true | string
}

/** Required text: trimmed, bounded, with its own "required" message. */
export function requiredText(requiredMessage: string, rules: TextRules): Struct<string, null> {
  return trimmed(
    define<string>('text', (v) => {
      if (isBlank(v)) return requiredMessage
      if (typeof v !== 'string') return requiredMessage
      if (hasInvisibleControls(v)) return msg.invisibleControls
      if (v.length > rules.max) return rules.maxMessage ?? msg.tooLong(rules.max)
      return rules.check ? rules.check(v) : true
    }),
  )
}

/** Optional text: blank is fine (stored as an empty string), otherwise trimmed and bounded. */
export function optionalText(rules: TextRules): Struct<string | undefined, null> {
  return trimmed(
    define<string | undefined>('text', (v) => {
      if (isBlank(v)) return true
      if (typeof v !== 'string') return msg.tooLong(rules.max)
      if (hasInvisibleControls(v)) return msg.invisibleControls
      if (v.length > rules.max) return rules.maxMessage ?? msg.tooLong(rules.max)
      return rules.check ? rules.check(v) : true
    }),
  )
}

/** One value of an option list. */
export function oneOf<V extends string>(
  options: readonly Option<V>[],
  requiredMessage: string,
): Struct<V, null> {
  const values: readonly string[] = options.map((o) => o.value)
  return trimmed(define<V>('option', (v) => optionProblem(values, v, requiredMessage) ?? true))
}

export function optionalOneOf<V extends string>(options: readonly Option<V>[]): Struct<V | undefined, null> {
  const values: readonly string[] = options.map((o) => o.value)
  return trimmed(
    define<V | undefined>(
      'option',
      (v) => isBlank(v) || (typeof v === 'string' && values.includes(v)) || msg.notInList,
    ),
  )
}

interface IntRules {
  required: string
  notANumber: string
  min: number
  max: number
  range: string
}

/** A whole number that may arrive as digits in a string (form inputs, query strings). */
export function wholeNumber(rules: IntRules): Struct<number, null> {
  const struct = define<number>('number', (v) => {
    if (isBlank(v)) return rules.required
    if (typeof v !== 'number' || !Number.isFinite(v)) return rules.notANumber
    if (!Number.isInteger(v) || v < rules.min || v > rules.max) return rules.range
    return true
  })
  return coerce(struct, isString, (s) => {
    const t = s.trim()
    if (t === '') return undefined
    return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN
  }) as unknown as Struct<number, null>
}

/** Turns a superstruct failure into final-form's and the API's error map: one message per field. */
export function toFieldErrors(error: StructError): FieldErrors {
  const errors: FieldErrors = {}
  for (const failure of error.failures()) {
    const key = failure.path.length ? failure.path.join('.') : FORM_KEY
    if (errors[key]) continue
    errors[key] =
      failure.type === 'never' ? msg.unknownField : key === FORM_KEY ? msg.badRequest : failure.message
  }
  return errors
}

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors }

/** Validates (with coercion: trimming, digits to numbers) and returns the clean value or the field errors. */
export function check<T>(value: unknown, struct: Struct<T, unknown>): Checked<T> {
  try {
    const [error, clean] = validate(value, struct, { coerce: true })
    return error ? { ok: false, errors: toFieldErrors(error) } : { ok: true, value: clean as T }
  } catch {
    // A built-in struct describing a hostile value (e.g. an array of {"toString": 0}) can throw.
    return { ok: false, errors: { [FORM_KEY]: msg.badRequest } }
  }
}

/** For final-form's `validate`: undefined when valid. */
export function formErrors<T>(struct: Struct<T, unknown>) {
  return (values: unknown): FieldErrors | undefined => {
    const result = check(values ?? {}, struct)
    return result.ok ? undefined : result.errors
  }
}
