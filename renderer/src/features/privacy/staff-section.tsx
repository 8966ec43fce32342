import { useState } from 'react'
import { FORM_ERROR } from 'final-form'
import { Form } from 'react-final-form'
import { labelOf } from '../../../../shared/options'
import { NewStaffBody, staffRoleOptions } from '../../../../shared/privacy'
import type { StaffMember, StaffResponse } from '../../../../shared/privacy'
import { formErrors } from '../../../../shared/validation'
import { Button } from '../../components/button'
import { FormError, SelectField, submitFocusingErrors, TextField } from '../../components/fields'
import { ApiError } from '../../lib/api-client'
import { addStaff, setStaffEnabled } from './api'
import { messageOf, when } from './download'

type NewStaffValues = Partial<NewStaffBody>
const initialValues: NewStaffValues = { staffRole: 'staff' }

function AddStaffForm({ onAdded }: { onAdded: (staff: StaffMember, message: string) => void }) {
  const [formKey, setFormKey] = useState(0)
  return (
    <Form<NewStaffValues>
      key={formKey}
      initialValues={initialValues}
      validate={formErrors(NewStaffBody)}
      onSubmit={async (values) => {
        try {
          const { staff, message } = await addStaff(values as NewStaffBody)
          onAdded(staff, message)
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
          <h3 id="add-staff-title">Add a staff member</h3>
          <TextField name="name" label="Name" required />
          <TextField
            name="email"
            label="E-mail"
            type="email"
            required
            hint="We e-mail a link to set a password (valid 24 hours)."
          />
          <SelectField name="staffRole" label="Role" options={staffRoleOptions} required />
          <FormError error={submitError} />
          <Button type="submit" busy={submitting} busyLabel="Adding…">
            Add staff member
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
}: {
  data: StaffResponse
  onChange: (staff: StaffMember) => void
}) {
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
      <h2 id="staff-title">Staff of {data.office.name}</h2>
      <div className="table-wrap">
        <table className="table">
          <caption className="visually-hidden">Staff accounts of your office</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">E-mail</th>
              <th scope="col">Role</th>
              <th scope="col">Last login</th>
              <th scope="col">Account</th>
            </tr>
          </thead>
          <tbody>
            {data.staff.map((m) => (
              <tr key={m.id}>
                <td>
                  {m.name ?? '—'}
                  {m.you ? ' (you)' : ''}
                </td>
                <td>{m.email}</td>
                <td>{labelOf(staffRoleOptions, m.staffRole)}</td>
                <td>{m.lastLoginAt ? when(m.lastLoginAt) : 'Never'}</td>
                <td>
                  {m.disabledAt ? `Disabled on ${when(m.disabledAt)}` : 'Active'}
                  {!m.you && (
                    <>
                      {' '}
                      <Button
                        variant="secondary"
                        busy={busy === m.id}
                        busyLabel={m.disabledAt ? 'Enabling…' : 'Disabling…'}
                        aria-label={`${m.disabledAt ? 'Enable' : 'Disable'} ${m.name ?? m.email}`}
                        onClick={() => void toggle(m)}
                      >
                        {m.disabledAt ? 'Enable' : 'Disable'}
                      </Button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {status && (
        <p className="form-success" role="status">
          {status}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <AddStaffForm
        onAdded={(staff, message) => {
          onChange(staff)
          setStatus(message)
        }}
      />
    </section>
  )
}
