import { useState } from 'react'
import { FORM_ERROR } from 'final-form'
import { Form, FormSpy } from 'react-final-form'
import { Link, useNavigate } from 'react-router-dom'
import { useAtomValue, useSetAtom, useStore } from 'jotai'
import { RESET } from 'jotai/utils'
import { msg } from '../../../../shared/messages'
import { paths } from '../../../../shared/routes'
import { ProfileBody } from '../../../../shared/schemas/profile'
import { placeError } from '../../../../shared/place-rules'
import { check, formErrors } from '../../../../shared/validation'
import { Button } from '../../components/button'
import { FormError, submitFocusingErrors } from '../../components/fields'
import { usePageTitle } from '../../components/page'
import { T, useT } from '../../i18n/use-t'
import { ApiError } from '../../lib/api-client'
import { claimReopened, outboxKeyFor } from '../../lib/outbox'
import { fingerprint } from '../../lib/outbox-crypto'
import { enqueue, ownerOf } from '../../lib/outbox-store'
import { logOut } from '../../lib/logout'
import { sessionAtom, storedToken } from '../../lib/session'
import { createProfile } from './api'
import { AstrologicalDetails } from './astrological-details'
import { profileDraftAtom, submissionKeyAtom } from './draft'
import type { ProfileDraft } from './draft'
import { PersonalDetails } from './personal-details'
import { draftOf, submissionKeyFor } from './submission-key'
import { PrivacyNotice } from '../../components/privacy-notice'
import { ConsentCodeSlip } from '../../components/consent-code-slip'

// The state against the country at once, not only when every other field holds (ProfileBody's refine).
const profileErrors = formErrors(ProfileBody)
const validate = (values: ProfileDraft): Record<string, string> | undefined => {
  const errors = profileErrors(values)
  const place = placeError(values.country, values.state)
  return place && !errors?.state ? { ...errors, state: place } : errors
}

export function MatrimonialFormScreen() {
  const t = useT('office', 'messages', 'options', 'places')
  usePageTitle(t('office.form.title'))
  const session = useAtomValue(sessionAtom)
  const navigate = useNavigate()
  // The draft seeds the form once; afterwards the form owns the values and writes them back. (Reading
  // the draft atom here would re-render all 31 fields on every keystroke.)
  const store = useStore()
  // A refused profile taken back from the dashboard becomes the draft, under a new key on its next submit.
  const [initialValues] = useState(() => {
    const reopened = claimReopened()
    if (reopened === null) return store.get(profileDraftAtom)
    store.set(profileDraftAtom, draftOf(reopened))
    store.set(submissionKeyAtom, null)
    return store.get(profileDraftAtom)
  })
  const setDraft = useSetAtom(profileDraftAtom)
  const setSubmissionKey = useSetAtom(submissionKeyAtom)
  const [saved, setSaved] = useState<{
    id: number | null
    name: string
    code?: string | null
    emailed?: boolean
  } | null>(null)

  const logout = () => {
    logOut()
    navigate(paths.matrimonialLogin)
  }

  const submit = async (values: ProfileDraft) => {
    if (!storedToken()) return { [FORM_ERROR]: msg.tokenNotFound }
    const result = check(values, ProfileBody)
    if (!result.ok) return result.errors
    const submission = submissionKeyFor(store.get(submissionKeyAtom), await fingerprint(result.value))
    setSubmissionKey(submission)
    const { key } = submission
    try {
      const { data } = await createProfile(result.value, key)
      setSaved({
        id: data.id,
        name: `${data.firstName} ${data.lastName}`,
        code: data.consentCode,
        emailed: Boolean(result.value.email),
      })
      setDraft(RESET)
      setSubmissionKey(RESET)
      return undefined
    } catch (error) {
      if (error instanceof ApiError && error.isNetwork) {
        // No connection: keep it on this device; the outbox sends it (with the same key) when it can.
        // Sealed under the account's key, and only this account sends it (after logging in again, if need be).
        const name = `${result.value.firstName} ${result.value.lastName}`
        const current = store.get(sessionAtom)
        try {
          if (!current) return { [FORM_ERROR]: msg.tokenNotFound }
          const cryptoKey = await outboxKeyFor(current)
          await enqueue(
            { key, url: 'user/create-form', body: result.value, label: name },
            ownerOf(current),
            cryptoKey,
          )
        } catch {
          return { [FORM_ERROR]: msg.outboxNoKey }
        }
        setSaved({ id: null, name })
        setDraft(RESET)
        setSubmissionKey(RESET)
        return undefined
      }
      if (error instanceof ApiError) return { ...error.fieldErrors, [FORM_ERROR]: error.message }
      return { [FORM_ERROR]: msg.unexpected }
    }
  }

  return (
    <div className="container section">
      <div className="form-page-head">
        <h1>{t('office.form.heading')}</h1>
        <p>
          <T
            id="office.form.loggedInAs"
            values={{ email: session?.email ?? '' }}
            components={{ strong: <strong /> }}
          />{' '}
          <Button variant="secondary" onClick={logout}>
            {t('office.form.logout')}
          </Button>{' '}
          <Link to={paths.dashboard}>{t('office.form.yourProfiles')}</Link>
        </p>
      </div>
      {saved && (
        <p className="form-success" role="status">
          {saved.id === null
            ? t('office.form.savedOffline', { name: saved.name })
            : t(saved.code && !saved.emailed ? 'office.form.savedWithCode' : 'office.form.saved', {
                name: saved.name,
                id: saved.id,
                firstName: saved.name.split(' ')[0],
              })}
          {saved.code && saved.emailed && (
            <>
              {' '}
              <T
                id="office.form.consentCode"
                values={{ code: saved.code }}
                components={{ code: <strong className="code" /> }}
              />
            </>
          )}
        </p>
      )}
      {/* Without e-mail the code is the family's way to consent: large, with the notice, ready to print. */}
      {saved?.code && !saved.emailed && (
        <ConsentCodeSlip code={saved.code} name={saved.name.split(' ')[0] ?? saved.name} />
      )}
      {saved?.code && saved.emailed && (
        <PrivacyNotice consentCode={{ code: saved.code, name: saved.name.split(' ')[0] ?? saved.name }} />
      )}
      <Form<ProfileDraft>
        initialValues={initialValues}
        validate={validate}
        onSubmit={async (values, form) => {
          const errors = await submit(values)
          if (!errors) {
            form.restart({})
            window.scrollTo({ top: 0 })
          }
          return errors
        }}
      >
        {({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={submitFocusingErrors(handleSubmit)} noValidate className="card">
            <FormSpy<ProfileDraft>
              subscription={{ values: true }}
              onChange={({ values }) => {
                setDraft(values)
                if (saved && Object.keys(values).length) setSaved(null)
              }}
            />
            <PersonalDetails />
            <AstrologicalDetails />
            <FormError error={submitError} />
            <Button type="submit" busy={submitting} busyLabel={t('office.form.submitting')}>
              {t('office.form.submit')}
            </Button>
          </form>
        )}
      </Form>
    </div>
  )
}
