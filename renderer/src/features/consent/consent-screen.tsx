import { useEffect, useState } from 'react'
import { Form } from 'react-final-form'
import { Link, useSearchParams } from 'react-router-dom'
import type { ConsentRequest } from '../../../../shared/api'
import { msg } from '../../../../shared/messages'
import { paths } from '../../../../shared/routes'
import { Button } from '../../components/button'
import { CheckboxField, FormError, TextField } from '../../components/fields'
import { usePageTitle } from '../../components/page'
import { useT } from '../../i18n/use-t'
import { ApiError } from '../../lib/api-client'
import { submitErrors } from '../../lib/submit-errors'
import { giveConsent, openConsent } from './api'
import type { ConsentKey } from './api'
import { PrivacyNotice } from '../../components/privacy-notice'
import type { NoticeShown } from '../../../../shared/notice'

/** The candidate's own yes: from the e-mailed link, or with the code the office printed. */
export function ConsentScreen() {
  const t = useT('consent', 'messages')
  usePageTitle(t('consent.title'))
  const [params] = useSearchParams()
  const token = params.get('token')
  const [key, setKey] = useState<ConsentKey | null>(token ? { token } : null)
  const [request, setRequest] = useState<ConsentRequest | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [notice, setNotice] = useState<NoticeShown | null>(null)

  useEffect(() => {
    if (!key || !('token' in key)) return
    openConsent(key)
      .then(setRequest)
      .catch((e: unknown) => setError(e instanceof ApiError ? e.message : msg.unexpected))
  }, [key])

  return (
    <div className="container">
      <div className="card form-card">
        <h1>{t('consent.title')}</h1>
        {done ? (
          <div className="form-success" role="status">
            <p>{t.message(done)}</p>
            <p>
              <Link to={paths.search}>{t('consent.goToSearch')}</Link>
            </p>
          </div>
        ) : request && key ? (
          <Form<{ agree?: boolean }>
            validate={(v) => (v.agree ? undefined : { agree: msg.consentRequired })}
            onSubmit={async () => {
              try {
                setDone((await giveConsent(key, notice)).message)
                return undefined
              } catch (e) {
                return submitErrors(e)
              }
            }}
          >
            {({ handleSubmit, submitting, submitError, errors, touched }) => (
              <form onSubmit={handleSubmit} noValidate>
                <p>
                  {request.firstName
                    ? t('consent.introNamed', {
                        firstName: request.firstName,
                        registeredBy: request.registeredBy,
                      })
                    : t('consent.intro', { registeredBy: request.registeredBy })}
                </p>
                <PrivacyNotice compact onShown={setNotice} />
                <blockquote className="consent-text">{request.text}</blockquote>
                <CheckboxField name="agree" label={t('consent.agree')} />
                {touched?.agree && errors?.agree && (
                  <p className="field-error">{t.message(String(errors.agree))}</p>
                )}
                <FormError error={submitError} />
                <Button type="submit" busy={submitting} busyLabel={t('consent.confirming')}>
                  {t('consent.confirm')}
                </Button>
                <p className="field-hint">{t('consent.notAgree')}</p>
              </form>
            )}
          </Form>
        ) : error ? (
          <p className="form-error" role="alert">
            {t.message(error)}
          </p>
        ) : token ? (
          <p role="status">{t('consent.opening')}</p>
        ) : (
          <Form<{ code?: string }>
            validate={(v) => (v.code?.trim() ? undefined : { code: msg.required })}
            onSubmit={async (v) => {
              const k = { code: v.code!.trim() }
              try {
                setRequest(await openConsent(k))
                setKey(k)
                return undefined
              } catch (e) {
                return submitErrors(e)
              }
            }}
          >
            {({ handleSubmit, submitting, submitError }) => (
              <form onSubmit={handleSubmit} noValidate>
                <p>{t('consent.codeIntro')}</p>
                <TextField
                  name="code"
                  label={t('consent.code')}
                  autoComplete="off"
                  hint={t('consent.codeHint')}
                />
                <FormError error={submitError} />
                <Button type="submit" busy={submitting} busyLabel={t('consent.checking')}>
                  {t('consent.continue')}
                </Button>
              </form>
            )}
          </Form>
        )}
      </div>
    </div>
  )
}
