import { useState } from 'react'
import { FORM_ERROR } from 'final-form'
import { Form } from 'react-final-form'
import { NewStaffBody, staffRoleOptions } from '../../../../shared/privacy'
import type { StaffMember, StaffResponse } from '../../../../shared/privacy'
import { formErrors } from '../../../../shared/validation'
import { Button } from '../../components/button'
import { FormError, SelectField, submitFocusingErrors, TextField } from '../../components/fields'
import { useT } from '../../i18n/use-t'
import { ApiError } from '../../lib/api-client'
import { addStaff, setStaffEnabled } from './api'
import { messageOf, when } from './download'
import { labelIn, staffRoleIds } from '../../lib/privacy-labels'

type NewStaffValues = Partial<NewStaffBody>
const initialValues: NewStaffValues = { staffRole: 'staff' }

function AddStaffForm({ onAdded }: { onAdded: (message: string) => Promise<void> }) {
  const t = useT('profile', 'messages')
  const [formKey, setFormKey] = useState(0)
  const roles = staffRoleOptions.map((o) => ({ value: o.value, label: labelIn(t, staffRoleIds, o.value) }))
  return (
    <Form<NewStaffValues>
      key={formKey}
      initialValues={initialValues}
      validate={formErrors(NewStaffBody)}
      onSubmit={async (values) => {
        try {
          const { message } = await addStaff(values as NewStaffBody)
          await onAdded(message)
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
        <form onSubmit={submitFocusingErrors(handleSubmit)} noValidate aria-labelledby="add-staff-title">
          <h3 id="add-staff-title">{t('profile.staff.addTitle')}</h3>
          <TextField name="name" label={t('profile.staff.name')} required />
          <TextField
            name="email"
            label={t('profile.staff.email')}
            type="email"
            required
            hint={t('profile.staff.emailHint')}
          />
          <SelectField name="staffRole" label={t('profile.staff.role')} options={roles} required />
          <FormError error={submitError} />
          <Button type="submit" busy={submitting} busyLabel={t('profile.staff.adding')}>
            {t('profile.staff.add')}
          </Button>
        </form>
      )}
    </Form>
  )
}

/** The office's staff: who they are, their role, whether they may log in; add, disable, enable. */
export function StaffSection({
  data,
  onChange,
  onReload,
}: {
  data: StaffResponse
  onChange: (staff: StaffMember) => void
  /** Reads the list again: an added colleague appears once the server has made their account. */
  onReload: () => Promise<void>
}) {
  const t = useT('profile', 'messages')
  const [busy, setBusy] = useState<number | null>(null)
  const [status, setStatus] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const toggle = async (member: StaffMember) => {
    setBusy(member.id)
    setError(null)
    setStatus(null)
    try {
      const result = await setStaffEnabled(member.id, Boolean(member.disabledAt))
      onChange(result.staff)
      setStatus(result.message)
    } catch (e) {
      setError(messageOf(e))
    } finally {
      setBusy(null)
    }
  }
  return (
    <section className="card stack" aria-labelledby="staff-title">
      <h2 id="staff-title">{t('profile.staff.title', { office: data.office.name })}</h2>
      <div className="table-wrap">
        <table className="table">
          <caption className="visually-hidden">{t('profile.staff.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('profile.staff.name')}</th>
              <th scope="col">{t('profile.staff.email')}</th>
              <th scope="col">{t('profile.staff.role')}</th>
              <th scope="col">{t('profile.staff.lastLogin')}</th>
              <th scope="col">{t('profile.staff.account')}</th>
            </tr>
          </thead>
          <tbody>
            {data.staff.map((m) => {
              const who = m.name ?? m.email
              return (
                <tr key={m.id}>
                  <td>
                    {m.name ?? '—'}
                    {m.you ? ` ${t('profile.staff.you')}` : ''}
                  </td>
                  <td>{m.email}</td>
                  <td>{labelIn(t, staffRoleIds, m.staffRole)}</td>
                  <td>{m.lastLoginAt ? when(t, m.lastLoginAt) : t('profile.staff.never')}</td>
                  <td>
                    {m.disabledAt
                      ? t('profile.staff.disabledOn', { date: when(t, m.disabledAt) })
                      : t('profile.staff.active')}
                    {!m.you && (
                      <>
                        {' '}
                        <Button
                          variant="secondary"
                          busy={busy === m.id}
                          busyLabel={
                            m.disabledAt ? t('profile.staff.enabling') : t('profile.staff.disabling')
                          }
                          aria-label={
                            m.disabledAt
                              ? t('profile.staff.enableLabel', { name: who })
                              : t('profile.staff.disableLabel', { name: who })
                          }
                          onClick={() => void toggle(m)}
                        >
                          {m.disabledAt ? t('profile.staff.enable') : t('profile.staff.disable')}
                        </Button>
                      </>
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
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
      <AddStaffForm
        onAdded={async (message) => {
          setStatus(message)
          setError(null)
          await onReload().catch((e: unknown) => setError(messageOf(e)))
        }}
      />
    </section>
  )
}
