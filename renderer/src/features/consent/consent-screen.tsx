import { useEffect, useState } from 'react'
import { Form } from 'react-final-form'
import { Link, useSearchParams } from 'react-router-dom'
import type { ConsentRequest } from '../../../../shared/api'
import { msg } from '../../../../shared/messages'
import { paths } from '../../../../shared/routes'
import { Button } from '../../components/button'
import { CheckboxField, FormError, TextField } from '../../components/fields'
import { usePageTitle } from '../../components/page'
import { ApiError } from '../../lib/api-client'
import { submitErrors } from '../../lib/submit-errors'
import { giveConsent, openConsent } from './api'
import type { ConsentKey } from './api'

/** The candidate's own yes: from the e-mailed link, or with the code the office printed. */
export function ConsentScreen() {
  usePageTitle('Confirm your profile')
  const [params] = useSearchParams()
  const token = params.get('token')
  const [key, setKey] = useState<ConsentKey | null>(token ? { token } : null)
  const [request, setRequest] = useState<ConsentRequest | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)

  useEffect(() => {
    if (!key || !('token' in key)) return
    openConsent(key)
      .then(setRequest)
      .catch((e: unknown) => setError(e instanceof ApiError ? e.message : msg.unexpected))
  }, [key])

  return (
    <div className="container">
      <div className="card form-card">
        <h1>Confirm your profile</h1>
        {done ? (
          <div className="form-success" role="status">
            <p>{done}</p>
            <p>
              <Link to={paths.search}>Go to Partner Search</Link>
            </p>
          </div>
        ) : request && key ? (
          <Form<{ agree?: boolean }>
            validate={(v) => (v.agree ? undefined : { agree: msg.consentRequired })}
            onSubmit={async () => {
              try {
                setDone((await giveConsent(key)).message)
                return undefined
              } catch (e) {
                return submitErrors(e)
              }
            }}
          >
            {({ handleSubmit, submitting, submitError, errors, touched }) => (
              <form onSubmit={handleSubmit} noValidate>
                <p>
                  {request.firstName ? `${request.firstName}, a` : 'A'} profile of you was registered by{' '}
                  {request.registeredBy}. It is shown to other members only after you confirm it.
                </p>
                <blockquote className="consent-text">{request.text}</blockquote>
                <CheckboxField name="agree" label="I agree and want my profile to be published" />
                {touched?.agree && errors?.agree && <p className="field-error">{errors.agree}</p>}
                <FormError error={submitError} />
                <Button type="submit" busy={submitting} busyLabel="Confirming...">
                  Confirm and publish
                </Button>
                <p className="field-hint">
                  If you do not agree, close this page: nothing is published without you.
                </p>
              </form>
            )}
          </Form>
        ) : error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : token ? (
          <p role="status">Opening your consent link…</p>
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
                <p>Enter the code that the person or office managing your profile gave you.</p>
                <TextField
                  name="code"
                  label="Consent code"
                  autoComplete="off"
                  hint="For example K7PQ-4XM2."
                />
                <FormError error={submitError} />
                <Button type="submit" busy={submitting} busyLabel="Checking...">
                  Continue
                </Button>
              </form>
            )}
          </Form>
        )}
      </div>
    </div>
  )
}
