import { useEffect, useState } from 'react'
import { FORM_ERROR } from 'final-form'
import { Field, Form } from 'react-final-form'
import { breachDataKinds } from '../../../../shared/breach'
import type { BreachDataKind } from '../../../../shared/breach'
import { Button } from '../../components/button'
import {
  FormError,
  SelectField,
  submitFocusingErrors,
  TextAreaField,
  TextField,
} from '../../components/fields'
import { useT } from '../../i18n/use-t'
import type { MessageId } from '../../i18n/keys'
import { ApiError } from '../../lib/api-client'
import { loadOffices, recordBreach } from './breach-api'
import { messageOf, when } from './download'

// The head-office admin records a breach: when, which data, whose, the cause and remediation for the Board, and
// what each affected person reads (English, and Hindi and Tamil when written). Nothing typed is lost on an error.

export const kindIds: Record<BreachDataKind, MessageId> = {
  name: 'profile.breach.kind.name',
  contact: 'profile.breach.kind.contact',
  birth: 'profile.breach.kind.birth',
  photos: 'profile.breach.kind.photos',
  horoscope: 'profile.breach.kind.horoscope',
  messages: 'profile.breach.kind.messages',
  identity: 'profile.breach.kind.identity',
  password: 'profile.breach.kind.password',
}
const parts = ['what', 'consequences', 'measures', 'advice'] as const
const partIds = {
  what: 'profile.breach.what',
  consequences: 'profile.breach.consequences',
  measures: 'profile.breach.measures',
  advice: 'profile.breach.advice',
} as const
type Texts = Partial<Record<(typeof parts)[number], string>>
interface Values {
  occurredAt?: string
  discoveredAt?: string
  dataKinds?: string[]
  cause?: string
  remediation?: string
  scope?: string
  accounts?: string
  officeId?: string
  en?: Texts
  hi?: Texts
  ta?: Texts
}

/** The body the API takes; a language whose four texts are all empty is left out. */
function bodyOf(v: Values) {
  const texts = (lang: 'en' | 'hi' | 'ta') => Object.fromEntries(parts.map((p) => [p, v[lang]?.[p] ?? '']))
  const written = (lang: 'hi' | 'ta') => parts.some((p) => (v[lang]?.[p] ?? '').trim())
  return {
    occurredAt: v.occurredAt ?? '',
    discoveredAt: v.discoveredAt ?? '',
    dataKinds: v.dataKinds ?? [],
    cause: v.cause ?? '',
    remediation: v.remediation ?? '',
    scope: v.scope,
    accounts: v.scope === 'accounts' ? (v.accounts ?? '') : undefined,
    officeId: v.scope === 'office' && v.officeId ? Number(v.officeId) : undefined,
    texts: {
      en: texts('en'),
      ...(written('hi') ? { hi: texts('hi') } : {}),
      ...(written('ta') ? { ta: texts('ta') } : {}),
    },
  }
}

/** The server's field names (texts.en.what) as the form's nested errors ({en: {what}}). */
function fieldErrorsOf(errors: Record<string, string>) {
  const nested: Record<string, unknown> = {}
  for (const [key, message] of Object.entries(errors)) {
    const path = key.replace(/^texts\./, '').split('.')
    let at = nested
    for (const step of path.slice(0, -1)) at = (at[step] ??= {}) as Record<string, unknown>
    at[path.at(-1)!] = message
  }
  return nested
}

export function BreachForm({ onRecorded }: { onRecorded: (message: string) => void }) {
  const t = useT('profile', 'messages')
  const [offices, setOffices] = useState<{ value: string; label: string }[]>([])
  const [formKey, setFormKey] = useState(0)
  useEffect(() => {
    loadOffices()
      .then((r) => setOffices(r.offices.map((o) => ({ value: String(o.id), label: `${o.name}, ${o.city}` }))))
      .catch(() => setOffices([]))
  }, [])
  const textFields = (lang: 'en' | 'hi' | 'ta') =>
    parts.map((p) => (
      <TextAreaField
        key={`${lang}.${p}`}
        name={`${lang}.${p}`}
        label={
          lang === 'en'
            ? t(partIds[p])
            : `${t(lang === 'hi' ? 'profile.breach.hindi' : 'profile.breach.tamil')}: ${t(partIds[p])}`
        }
        required={lang === 'en'}
        rows={3}
        maxLength={2000}
      />
    ))
  return (
    <Form<Values>
      key={formKey}
      initialValues={{ scope: 'accounts', dataKinds: [] }}
      onSubmit={async (values) => {
        try {
          const { deadline } = await recordBreach(bodyOf(values))
          onRecorded(t('profile.breach.recorded', { deadline: when(t, deadline) }))
          setFormKey((k) => k + 1)
          return undefined
        } catch (error) {
          if (!(error instanceof ApiError)) return { [FORM_ERROR]: messageOf(error) }
          return { ...fieldErrorsOf(error.fieldErrors), [FORM_ERROR]: error.message }
        }
      }}
    >
      {({ handleSubmit, submitting, submitError, values, submitErrors }) => (
        <form
          className="card stack breach-form"
          onSubmit={submitFocusingErrors(handleSubmit)}
          noValidate
          aria-labelledby="breach-form-title"
        >
          <h2 id="breach-form-title">{t('profile.breach.recordTitle')}</h2>
          <TextField
            name="occurredAt"
            label={t('profile.breach.occurredAt')}
            type="datetime-local"
            required
            hint={t('profile.breach.whenHint')}
          />
          <TextField
            name="discoveredAt"
            label={t('profile.breach.discoveredAt')}
            type="datetime-local"
            required
            hint={t('profile.breach.whenHint')}
          />
          <fieldset className={`field${submitErrors?.dataKinds ? ' has-error' : ''}`}>
            <legend className="field-label">{t('profile.breach.kinds')}</legend>
            <div className="radio-options">
              {breachDataKinds.map((k) => (
                <Field key={k} name="dataKinds" type="checkbox" value={k}>
                  {({ input }) => (
                    <label className="checkbox">
                      <input {...input} aria-invalid={submitErrors?.dataKinds ? true : undefined} />{' '}
                      {t(kindIds[k])}
                    </label>
                  )}
                </Field>
              ))}
            </div>
            {submitErrors?.dataKinds && (
              <p className="field-error">{t.message(String(submitErrors.dataKinds))}</p>
            )}
          </fieldset>
          <fieldset className="field">
            <legend className="field-label">{t('profile.breach.whom')}</legend>
            <div className="radio-options">
              {(['accounts', 'office', 'all'] as const).map((s) => (
                <Field key={s} name="scope" type="radio" value={s}>
                  {({ input }) => (
                    <label className="radio">
                      <input {...input} />{' '}
                      {t(
                        s === 'accounts'
                          ? 'profile.breach.whomAccounts'
                          : s === 'office'
                            ? 'profile.breach.whomOffice'
                            : 'profile.breach.whomAll',
                      )}
                    </label>
                  )}
                </Field>
              ))}
            </div>
          </fieldset>
          {values.scope === 'accounts' && (
            <TextAreaField
              name="accounts"
              label={t('profile.breach.accounts')}
              hint={t('profile.breach.accountsHint')}
              rows={3}
              required
            />
          )}
          {values.scope === 'office' && (
            <SelectField name="officeId" label={t('profile.breach.office')} options={offices} required />
          )}
          <TextAreaField name="cause" label={t('profile.breach.cause')} required rows={3} maxLength={4000} />
          <TextAreaField
            name="remediation"
            label={t('profile.breach.remediation')}
            required
            rows={3}
            maxLength={4000}
          />
          <h3>{t('profile.breach.textsTitle')}</h3>
          {textFields('en')}
          <details>
            <summary>{t('profile.breach.otherLanguages')}</summary>
            <h4 lang="hi">{t('profile.breach.hindi')}</h4>
            {textFields('hi')}
            <h4 lang="ta">{t('profile.breach.tamil')}</h4>
            {textFields('ta')}
          </details>
          <FormError error={submitError} />
          <Button type="submit" busy={submitting} busyLabel={t('profile.breach.recording')}>
            {t('profile.breach.record')}
          </Button>
        </form>
      )}
    </Form>
  )
}
