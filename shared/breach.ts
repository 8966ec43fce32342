import { define, enums, number, object, optional, size, string } from 'superstruct'
import type { Infer } from 'superstruct'
import { msg } from './messages'
import { requiredText } from './validation'

// Personal-data breaches (DPDP Rules 2025, rule 7): what a head-office admin records, what each affected
// person reads (in the product and by e-mail), and what the Data Protection Board is told within 72 hours.

/** The Board must have the full account of a breach this many hours after it was found out. */
export const BOARD_HOURS = 72
/** The job makes and e-mails this many notices per batch, and at most NOTICE_BATCHES batches per run. */
export const NOTICE_BATCH = 200
export const NOTICE_BATCHES = 25
/** A list of affected accounts holds at most this many numbers or e-mails (larger: choose an office or all). */
export const BREACH_LIST_MAX = 5000

export const breachDataKinds = [
  'name',
  'contact',
  'birth',
  'photos',
  'horoscope',
  'messages',
  'identity',
  'password',
] as const
export type BreachDataKind = (typeof breachDataKinds)[number]

export const breachScopes = ['accounts', 'office', 'all'] as const
export type BreachScope = (typeof breachScopes)[number]

const TEXT_MAX = 2000
const part = () => requiredText(msg.required, { max: TEXT_MAX })
/** What every affected person reads, in one language. */
export const BreachTexts = object({
  what: part(),
  consequences: part(),
  measures: part(),
  advice: part(),
})
export type BreachTexts = Infer<typeof BreachTexts>

const WHEN = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/
const when = define<string>('when', (v) => (typeof v === 'string' && WHEN.test(v.trim())) || msg.breachWhen)

export const BreachBody = object({
  occurredAt: when,
  discoveredAt: when,
  dataKinds: define<BreachDataKind[]>(
    'dataKinds',
    (v) =>
      (Array.isArray(v) &&
        v.length > 0 &&
        v.every((k) => (breachDataKinds as readonly unknown[]).includes(k))) ||
      msg.breachKinds,
  ),
  cause: requiredText(msg.required, { max: 4000 }),
  remediation: requiredText(msg.required, { max: 4000 }),
  /** English is required; Hindi and Tamil are read by those who use the service in them, when written. */
  texts: object({ en: BreachTexts, hi: optional(BreachTexts), ta: optional(BreachTexts) }),
  scope: enums(breachScopes),
  /** scope 'accounts': account numbers or e-mails, separated by commas, spaces or lines. */
  accounts: optional(size(string(), 0, 200_000)),
  /** scope 'office'. */
  officeId: optional(number()),
})
export type BreachBody = Infer<typeof BreachBody>

/** A time as typed (India time when it names no zone) as an ISO instant; null when it is no time. */
export function breachInstant(value: string): string | null {
  const v = value.trim().replace(' ', 'T')
  const zoned = /(Z|[+-]\d{2}:\d{2})$/.test(v) ? v : `${v}+05:30`
  const ms = Date.parse(zoned)
  return Number.isNaN(ms) ? null : new Date(ms).toISOString()
}

/** The Board's deadline: BOARD_HOURS after the breach was found out. */
export const boardDeadline = (discoveredAt: string) =>
  new Date(Date.parse(discoveredAt) + BOARD_HOURS * 3_600_000).toISOString()

/** One affected person's notice, in their language, as the product shows it. */
export interface BreachNoticeView {
  id: number
  occurredAt: string
  discoveredAt: string
  language: string
  subject: string
  intro: string
  sections: { heading: string; text: string }[]
  officer: string
}

/** What the Data Protection Board is told (and the admin reads), in English. */
export interface BreachReport {
  id: number
  recordedAt: string
  recordedBy: string | null
  occurredAt: string
  discoveredAt: string
  deadline: string
  overdue: boolean
  /** When the admin marked the Board told; null until then. */
  boardReportedAt: string | null
  dataKinds: BreachDataKind[]
  scope: BreachScope
  scopeOfficeId: number | null
  cause: string
  remediation: string
  texts: { en: BreachTexts; hi?: BreachTexts; ta?: BreachTexts }
  notices: {
    affected: number
    mailed: number
    dismissed: number
    firstMailedAt: string | null
    lastMailedAt: string | null
    byLanguage: Record<string, number>
    done: boolean
    doneAt: string | null
  }
  /** The affected accounts (number, e-mail, language, when mailed), first `listed` of them. */
  accounts: { id: number; email: string; language: string; mailedAt: string | null }[]
  listed: number
}
