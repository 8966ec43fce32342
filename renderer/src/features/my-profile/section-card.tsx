import { Form } from 'react-final-form'
import type { ManagedProfile } from '../../../../shared/api'
import type { ProfileSection } from '../../../../shared/profile-sections'
import { religionUsesGotra } from '../../../../shared/options'
import { optionalProfileFields } from '../../../../shared/profile-sections'
import { checkProfilePatch, profileRuleError } from '../../../../shared/schemas/profile'
import { Button } from '../../components/button'
import { FormError, submitFocusingErrors } from '../../components/fields'
import { ProfileFieldInput } from '../../components/profile-field-input'
import { useT } from '../../i18n/use-t'
import { submitErrors } from '../../lib/submit-errors'
import { saveProfileFields } from './api'
import { fieldHeading, fieldValue } from '../../lib/field-text'

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
  const t = useT('profile', 'options', 'places')
  const headingId = `section-${section.id}`
  const title = t.label(section.title)
  const religion = profile.values.religion === undefined ? null : String(profile.values.religion)
  const shown = section.fields.filter((f) => f !== 'gotra' || religionUsesGotra(religion))
  const patchOf = (values: Values) =>
    Object.fromEntries(
      section.fields
        .map((f) => [f, values[f] ?? ''])
        .filter(([f, v]) => v !== '' || optionalProfileFields.includes(f as never)),
    )

  return (
    <section className="card profile-section" aria-labelledby={headingId}>
      <div className="section-head">
        <h2 id={headingId}>{title}</h2>
        {missing && <span className="badge badge-warn">{t('profile.section.incomplete')}</span>}
        {!editing && profile.status !== 'closed' && (
          <Button
            variant="secondary"
            onClick={() => onEdit(true)}
            aria-label={t('profile.section.editLabel', { section: title })}
          >
            {t('profile.edit')}
          </Button>
        )}
      </div>
      {!editing ? (
        <dl className="review">
          {shown.map((f) => (
            <div key={f}>
              <dt>{fieldHeading(t, f)}</dt>
              <dd>{fieldValue(t, f, profile.values[f]) || t('profile.section.notGiven')}</dd>
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
            if (!result.ok) return result.errors
            // The marriageable age at once, with the gender and date of birth this edit leaves.
            return (
              profileRuleError(
                { ...profile.values, ...result.value } as Record<string, string>,
                section.fields,
              ) ?? undefined
            )
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
                  <ProfileFieldInput key={f} field={f} religion={religion} />
                ))}
              </div>
              <FormError error={submitError} />
              <div className="form-actions">
                <Button type="submit" busy={submitting} busyLabel={t('profile.saving')}>
                  {t('profile.section.save', { section: title.toLowerCase() })}
                </Button>
                <Button variant="ghost" onClick={() => onEdit(false)}>
                  {t('profile.cancel')}
                </Button>
              </div>
            </form>
          )}
        </Form>
      )}
    </section>
  )
}
