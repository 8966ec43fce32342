import { useEffect, useState } from 'react'
import { Form } from 'react-final-form'
import { NomineeBody } from '../../../../shared/nomination'
import type { NomineeResponse } from '../../../../shared/nomination'
import { formErrors } from '../../../../shared/validation'
import { Button } from '../../components/button'
import { FormError, TextField, submitFocusingErrors } from '../../components/fields'
import { useT } from '../../i18n/use-t'
import { submitErrors } from '../../lib/submit-errors'
import { loadNominee, removeNominee, saveNominee } from './api'
import { day, messageOf } from './download'

type Values = { name?: string; email?: string }

/** Settings: the person who may use the member's rights if they die or cannot (DPDP Act, section 14). */
export function NominationSection() {
  const t = useT('notice', 'profile', 'messages')
  const [nominee, setNominee] = useState<NomineeResponse['nominee'] | undefined>(undefined)
  const [status, setStatus] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [removing, setRemoving] = useState(false)
  useEffect(() => {
    loadNominee()
      .then((r) => setNominee(r.nominee))
      .catch((e: unknown) => setError(messageOf(e)))
  }, [])
  const remove = async () => {
    setRemoving(true)
    setError(null)
    try {
      const r = await removeNominee()
      setNominee(r.nominee)
      setStatus(r.message)
    } catch (e) {
      setError(messageOf(e))
    } finally {
      setRemoving(false)
    }
  }
  return (
    <section className="card" aria-labelledby="nominee-title">
      <h2 id="nominee-title">{t('notice.nominee.title')}</h2>
      <p>{t('notice.nominee.intro')}</p>
      {nominee !== undefined && (
        <p>
          {nominee
            ? t('notice.nominee.current', { ...nominee, date: day(t, nominee.since) })
            : t('notice.nominee.none')}
        </p>
      )}
      {status && (
        <p className="form-success" role="status">
          {t.message(status)}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {t.message(error)}
        </p>
      )}
      <Form<Values>
        initialValues={{ name: nominee?.name ?? '', email: nominee?.email ?? '' }}
        validate={formErrors(NomineeBody) as (v: Values) => Record<string, string> | undefined}
        onSubmit={async (values) => {
          setStatus(null)
          try {
            const r = await saveNominee({ name: values.name ?? '', email: values.email ?? '' })
            setNominee(r.nominee)
            setStatus(r.message)
            return undefined
          } catch (e) {
            return submitErrors(e)
          }
        }}
      >
        {({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={submitFocusingErrors(handleSubmit)} noValidate>
            <div className="form-grid">
              <TextField name="name" label={t('notice.nominee.name')} autoComplete="off" required />
              <TextField
                name="email"
                type="email"
                label={t('notice.nominee.email')}
                autoComplete="off"
                required
              />
            </div>
            <FormError error={submitError} />
            <div className="form-actions">
              <Button type="submit" busy={submitting} busyLabel={t('notice.nominee.saving')}>
                {t('notice.nominee.save')}
              </Button>
              {nominee && (
                <Button
                  variant="ghost"
                  busy={removing}
                  busyLabel={t('notice.nominee.removing')}
                  onClick={() => void remove()}
                >
                  {t('notice.nominee.remove')}
                </Button>
              )}
            </div>
          </form>
        )}
      </Form>
    </section>
  )
}
