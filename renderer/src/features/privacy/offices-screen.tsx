import { useCallback, useEffect, useState } from 'react'
import { FORM_ERROR } from 'final-form'
import { Form } from 'react-final-form'
import { NewOfficeBody } from '../../../../shared/privacy'
import { formErrors } from '../../../../shared/validation'
import { Button } from '../../components/button'
import { FormError, submitFocusingErrors, TextField } from '../../components/fields'
import { usePageTitle } from '../../components/page'
import { useT } from '../../i18n/use-t'
import { ApiError } from '../../lib/api-client'
import { messageOf, when } from './download'
import { createOffice, loadOfficeList } from './offices-api'
import type { OfficeListItem } from './offices-api'
import './privacy.css'

type NewOfficeValues = Partial<NewOfficeBody>

/** A new office and its first admin; the form empties only once the server has made them. */
export function NewOfficeForm({ onCreated }: { onCreated: (message: string) => void }) {
  const t = useT('profile', 'messages')
  const [formKey, setFormKey] = useState(0)
  return (
    <Form<NewOfficeValues>
      key={formKey}
      validate={formErrors(NewOfficeBody)}
      onSubmit={async (values) => {
        try {
          const { message } = await createOffice(values as NewOfficeBody)
          onCreated(message)
          setFormKey((k) => k + 1)
          return undefined
        } catch (error) {
          return error instanceof ApiError
            ? { ...error.fieldErrors, [FORM_ERROR]: error.message }
            : { [FORM_ERROR]: messageOf(error) }
        }
      }}
    >
      {({ handleSubmit, submitting, submitError }) => (
        <form
          className="card stack"
          onSubmit={submitFocusingErrors(handleSubmit)}
          noValidate
          aria-labelledby="add-office-title"
        >
          <h2 id="add-office-title">{t('profile.offices.addTitle')}</h2>
          <TextField name="name" label={t('profile.offices.name')} required />
          <TextField name="city" label={t('profile.offices.city')} required />
          <TextField name="adminName" label={t('profile.offices.adminName')} required />
          <TextField
            name="adminEmail"
            label={t('profile.offices.adminEmail')}
            type="email"
            required
            hint={t('profile.offices.adminEmailHint')}
          />
          <FormError error={submitError} />
          <Button type="submit" busy={submitting} busyLabel={t('profile.offices.adding')}>
            {t('profile.offices.add')}
          </Button>
        </form>
      )}
    </Form>
  )
}

/** The head-office admin's offices: every office with its staff count, and a form to open another. */
export function OfficesScreen() {
  const t = useT('profile', 'messages')
  usePageTitle(t('profile.offices.title'))
  const [offices, setOffices] = useState<OfficeListItem[] | null>(null)
  const [status, setStatus] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const reload = useCallback(() => {
    loadOfficeList()
      .then((r) => {
        setOffices(r.offices)
        setError(null)
      })
      .catch((e: unknown) => setError(messageOf(e)))
  }, [])
  useEffect(reload, [reload])
  return (
    <div className="container section stack">
      <div>
        <h1>{t('profile.offices.title')}</h1>
        <p className="lead">{t('profile.offices.lead')}</p>
      </div>
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
      {!offices && !error && <p role="status">{t('profile.offices.loading')}</p>}
      {offices && offices.length === 0 && <p>{t('profile.offices.none')}</p>}
      {offices && offices.length > 0 && (
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">{t('profile.offices.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('profile.offices.name')}</th>
                <th scope="col">{t('profile.offices.city')}</th>
                <th scope="col">{t('profile.offices.staff')}</th>
                <th scope="col">{t('profile.offices.opened')}</th>
              </tr>
            </thead>
            <tbody>
              {offices.map((o) => (
                <tr key={o.id}>
                  <td>{o.name}</td>
                  <td>{o.city}</td>
                  <td>{t('profile.offices.staffCount', { count: o.staff })}</td>
                  <td>{when(t, o.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <NewOfficeForm
        onCreated={(message) => {
          setStatus(message)
          reload()
        }}
      />
    </div>
  )
}
