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
  const t = useT('account', 'messages')
  usePageTitle(t('account.consent.title'))
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
        <h1>{t('account.consent.title')}</h1>
        {done ? (
          <div className="form-success" role="status">
            <p>{t.message(done)}</p>
            <p>
              <Link to={paths.search}>{t('account.consent.goToSearch')}</Link>
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
                    ? t('account.consent.introNamed', {
                        firstName: request.firstName,
                        registeredBy: request.registeredBy,
                      })
                    : t('account.consent.intro', { registeredBy: request.registeredBy })}
                </p>
                <PrivacyNotice compact onShown={setNotice} />
                <blockquote className="consent-text">{request.text}</blockquote>
                <CheckboxField name="agree" label={t('account.consent.agree')} />
                {touched?.agree && errors?.agree && (
                  <p className="field-error">{t.message(String(errors.agree))}</p>
                )}
                <FormError error={submitError} />
                <Button type="submit" busy={submitting} busyLabel={t('account.consent.confirming')}>
                  {t('account.consent.confirm')}
                </Button>
                <p className="field-hint">{t('account.consent.notAgree')}</p>
              </form>
            )}
          </Form>
        ) : error ? (
          <p className="form-error" role="alert">
            {t.message(error)}
          </p>
        ) : token ? (
          <p role="status">{t('account.consent.opening')}</p>
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
                <p>{t('account.consent.codeIntro')}</p>
                <TextField
                  name="code"
                  label={t('account.consent.code')}
                  autoComplete="off"
                  hint={t('account.consent.codeHint')}
                />
                <FormError error={submitError} />
                <Button type="submit" busy={submitting} busyLabel={t('account.consent.checking')}>
                  {t('account.consent.continue')}
                </Button>
              </form>
            )}
          </Form>
        )}
      </div>
    </div>
  )
}
