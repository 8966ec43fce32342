import { Form } from 'react-final-form'
import type { ManagedProfile } from '../../../../shared/api'
import { displayValue, profileFieldInputs } from '../../../../shared/profile-fields'
import type { ProfileSection } from '../../../../shared/profile-sections'
import { optionalProfileFields } from '../../../../shared/profile-sections'
import { checkProfilePatch } from '../../../../shared/schemas/profile'
import { Button } from '../../components/button'
import { FormError, submitFocusingErrors } from '../../components/fields'
import { ProfileFieldInput } from '../../components/profile-field-input'
import { submitErrors } from '../../lib/submit-errors'
import { saveProfileFields } from './api'

type Values = Record<string, string>

interface Props {
  profile: ManagedProfile
  section: ProfileSection
  editing: boolean
  missing: boolean
  onEdit: (open: boolean) => void
  onSaved: (profile: ManagedProfile) => void
}

const formValues = (profile: ManagedProfile, section: ProfileSection): Values =>
  Object.fromEntries(
    section.fields.map((f) => [f, profile.values[f] === undefined ? '' : String(profile.values[f])]),
  )

/** A section of a profile: its values, and (after Edit) a form with the same rules as the server's. */
export function SectionCard({ profile, section, editing, missing, onEdit, onSaved }: Props) {
  const headingId = `section-${section.id}`
  const patchOf = (values: Values) =>
    Object.fromEntries(
      section.fields
        .map((f) => [f, values[f] ?? ''])
        .filter(([f, v]) => v !== '' || optionalProfileFields.includes(f as never)),
    )

  return (
    <section className="card profile-section" aria-labelledby={headingId}>
      <div className="section-head">
        <h2 id={headingId}>{section.title}</h2>
        {missing && <span className="badge badge-warn">Incomplete</span>}
        {!editing && profile.status !== 'closed' && (
          <Button variant="secondary" onClick={() => onEdit(true)} aria-label={`Edit ${section.title}`}>
            Edit
          </Button>
        )}
      </div>
      {!editing ? (
        <dl className="review">
          {section.fields.map((f) => (
            <div key={f}>
              <dt>{profileFieldInputs[f].label.replace(' (optional)', '')}</dt>
              <dd>{displayValue(f, profile.values[f]) || 'Not given yet'}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <Form<Values>
          initialValues={formValues(profile, section)}
          validate={(values) => {
            const result = checkProfilePatch(
              Object.fromEntries(section.fields.map((f) => [f, values[f] ?? ''])),
            )
            return result.ok ? undefined : result.errors
          }}
          onSubmit={async (values) => {
            try {
              const { profile: saved } = await saveProfileFields(profile.id, patchOf(values))
              onSaved(saved)
              return undefined
            } catch (error) {
              return submitErrors(error)
            }
          }}
        >
          {({ handleSubmit, submitting, submitError }) => (
            <form onSubmit={submitFocusingErrors(handleSubmit)} noValidate>
              <div className="form-grid">
                {section.fields.map((f) => (
                  <ProfileFieldInput key={f} field={f} />
                ))}
              </div>
              <FormError error={submitError} />
              <div className="form-actions">
                <Button type="submit" busy={submitting} busyLabel="Saving...">
                  Save {section.title.toLowerCase()}
                </Button>
                <Button variant="ghost" onClick={() => onEdit(false)}>
                  Cancel
                </Button>
              </div>
            </form>
          )}
        </Form>
      )}
    </section>
  )
}
