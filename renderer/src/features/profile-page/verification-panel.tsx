import { useAtomValue } from 'jotai'
import { useId, useState } from 'react'
import type { FormEvent } from 'react'
import type { ProfileView } from '../../../../shared/api'
import { msg } from '../../../../shared/messages'
import { labelOf } from '../../../../shared/options'
import { FORM_KEY } from '../../../../shared/validation'
import { documentKindOptions } from '../../../../shared/verification'
import type { DocumentKind } from '../../../../shared/verification'
import { Button } from '../../components/button'
import { useT } from '../../i18n/use-t'
import { ApiError } from '../../lib/api-client'
import { sessionAtom } from '../../lib/session'
import { revokeVerification, verifyInPerson } from './verification-api'

/**
 * The office's side of "Verified in person": the document checked (kind and last four, for the office and the
 * profile's managers only), and for the office's staff the form to record one, or Revoke.
 */
export function VerificationPanel({ profile, onChanged }: { profile: ProfileView; onChanged: () => void }) {
  const t = useT('discover', 'messages', 'options')
  const staff = useAtomValue(sessionAtom)?.role === 'staff'
  const id = useId()
  const [kind, setKind] = useState('')
  const [lastFour, setLastFour] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const v = profile.verification
  if (!profile.canManage || (!staff && !v)) return null

  const act = async (call: () => Promise<unknown>) => {
    setBusy(true)
    setErrors({})
    try {
      await call()
      setKind('')
      setLastFour('')
      onChanged()
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.fieldErrors).length) setErrors(e.fieldErrors)
      else setErrors({ [FORM_KEY]: e instanceof ApiError ? e.message : msg.unexpected })
    } finally {
      setBusy(false)
    }
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    void act(() => verifyInPerson(profile.id, { documentKind: kind as DocumentKind, lastFour }))
  }
  const error = (field: string) =>
    errors[field] ? (
      <p className="field-error" id={`${id}-${field}-error`}>
        {t.message(errors[field])}
      </p>
    ) : null

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('discover.verified.title')}</h2>
      {v ? (
        <>
          <p>
            {t('discover.verified.details', {
              document: t.label(labelOf(documentKindOptions, v.documentKind)),
              lastFour: v.lastFour,
              date: t.date(v.verifiedAt.slice(0, 10), {
                day: 'numeric',
                month: 'long',
                year: 'numeric',
                timeZone: 'UTC',
              }),
              name: v.verifiedBy,
            })}
          </p>
          {staff && (
            <Button
              variant="secondary"
              busy={busy}
              busyLabel={t('discover.verified.revoking')}
              onClick={() => void act(() => revokeVerification(profile.id))}
            >
              {t('discover.verified.revoke')}
            </Button>
          )}
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <p>{t('discover.verified.intro')}</p>
          <div className={`field${errors.documentKind ? ' has-error' : ''}`}>
            <label className="field-label" htmlFor={`${id}-kind`}>
              {t('discover.verified.document')}
            </label>
            <select
              id={`${id}-kind`}
              value={kind}
              onChange={(e) => setKind(e.target.value)}
              aria-invalid={errors.documentKind ? true : undefined}
              aria-describedby={errors.documentKind ? `${id}-documentKind-error` : undefined}
            >
              <option value="">{t('discover.verified.choose')}</option>
              {documentKindOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {t.label(o.label)}
                </option>
              ))}
            </select>
            {error('documentKind')}
          </div>
          <div className={`field${errors.lastFour ? ' has-error' : ''}`}>
            <label className="field-label" htmlFor={`${id}-four`}>
              {t('discover.verified.lastFour')}
            </label>
            <p className="field-hint" id={`${id}-four-hint`}>
              {t('discover.verified.lastFourHint')}
            </p>
            <input
              id={`${id}-four`}
              value={lastFour}
              maxLength={4}
              size={6}
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => setLastFour(e.target.value)}
              aria-invalid={errors.lastFour ? true : undefined}
              aria-describedby={`${id}-four-hint${errors.lastFour ? ` ${id}-lastFour-error` : ''}`}
            />
            {error('lastFour')}
          </div>
          {errors[FORM_KEY] && (
            <p className="form-error" role="alert">
              {t.message(errors[FORM_KEY])}
            </p>
          )}
          <Button type="submit" busy={busy} busyLabel={t('discover.verified.saving')}>
            {t('discover.verified.submit')}
          </Button>
        </form>
      )}
    </section>
  )
}
