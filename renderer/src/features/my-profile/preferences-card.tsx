import { useEffect, useState } from 'react'
import { Form } from 'react-final-form'
import { heightOptions, formatHeight, labelOf, MIN_HEIGHT_INCHES } from '../../../../shared/options'
import {
  manglikPreferenceOptions,
  Preferences,
  PREFERENCE_AGE_MAX,
  PREFERENCE_AGE_MIN,
  preferenceListOptions,
} from '../../../../shared/preferences'
import type { PreferenceList, Preferences as PreferencesValue } from '../../../../shared/preferences'
import { formErrors } from '../../../../shared/validation'
import { Button } from '../../components/button'
import { FormError, SelectField } from '../../components/fields'
import { MultiSelectField } from '../../components/multi-select-field'
import { ApiError } from '../../lib/api-client'
import { submitErrors } from '../../lib/submit-errors'
import { loadPreferences, savePreferences } from './preferences-api'

const ages = Array.from({ length: PREFERENCE_AGE_MAX - PREFERENCE_AGE_MIN + 1 }, (_, i) => ({
  value: String(PREFERENCE_AGE_MIN + i),
  label: String(PREFERENCE_AGE_MIN + i),
}))

const listLabels: Record<PreferenceList, string> = {
  maritalStatuses: 'Marital status',
  religions: 'Religion',
  communities: 'Community',
  motherTongues: 'Mother tongue',
  countries: 'Living in',
  educationLevels: 'Education',
  diets: 'Diet',
}

type Values = Record<string, string | string[]>
const toValues = (p: PreferencesValue): Values =>
  Object.fromEntries(Object.entries(p).map(([k, v]) => [k, Array.isArray(v) ? v : String(v)]))

/** Partner preferences: what this profile looks for; matches read them both ways. */
export function PreferencesCard({ profileId }: { profileId: number }) {
  const [state, setState] = useState<{ preferences: PreferencesValue; isDefault: boolean } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [editing, setEditing] = useState(false)

  useEffect(() => {
    loadPreferences(profileId)
      .then(setState)
      .catch((e: unknown) => setError(e instanceof ApiError ? e.message : String(e)))
  }, [profileId])

  const p = state?.preferences
  const list = (field: PreferenceList) =>
    p && p[field].length
      ? p[field].map((v) => labelOf(preferenceListOptions[field], v)).join(', ')
      : "Doesn't matter"
  return (
    <section className="card profile-section" aria-labelledby="section-preferences">
      <div className="section-head">
        <h2 id="section-preferences">Partner preferences</h2>
        {state?.isDefault && <span className="badge badge-warn">Suggested from your profile</span>}
        {p && !editing && (
          <Button variant="secondary" onClick={() => setEditing(true)} aria-label="Edit Partner preferences">
            Edit
          </Button>
        )}
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {!p && !error && <p role="status">Loading the preferences…</p>}
      {p && !editing && (
        <dl className="review">
          <div>
            <dt>Age</dt>
            <dd>
              {p.ageMin} to {p.ageMax}
            </dd>
          </div>
          <div>
            <dt>Height</dt>
            <dd>
              {p.heightMin === MIN_HEIGHT_INCHES && p.heightMax === 84
                ? "Doesn't matter"
                : `${formatHeight(p.heightMin)} to ${formatHeight(p.heightMax)}`}
            </dd>
          </div>
          {(Object.keys(listLabels) as PreferenceList[]).map((f) => (
            <div key={f}>
              <dt>{listLabels[f]}</dt>
              <dd>{list(f)}</dd>
            </div>
          ))}
          <div>
            <dt>Manglik</dt>
            <dd>{labelOf(manglikPreferenceOptions, p.manglik)}</dd>
          </div>
        </dl>
      )}
      {p && editing && (
        <Form<Values>
          initialValues={toValues(p)}
          validate={(v) => formErrors(Preferences)(v)}
          onSubmit={async (values) => {
            try {
              const saved = await savePreferences(profileId, values as unknown as PreferencesValue)
              setState(saved)
              setEditing(false)
              return undefined
            } catch (e) {
              return submitErrors(e)
            }
          }}
        >
          {({ handleSubmit, submitting, submitError }) => (
            <form onSubmit={handleSubmit} noValidate>
              <div className="form-grid">
                <SelectField name="ageMin" label="Age from" options={ages} />
                <SelectField name="ageMax" label="Age to" options={ages} />
                <SelectField name="heightMin" label="Height from" options={heightOptions} />
                <SelectField name="heightMax" label="Height to" options={heightOptions} />
                {(Object.keys(listLabels) as PreferenceList[]).map((f) => (
                  <MultiSelectField
                    key={f}
                    name={f}
                    label={listLabels[f]}
                    options={preferenceListOptions[f]}
                  />
                ))}
                <SelectField name="manglik" label="Manglik" options={manglikPreferenceOptions} />
              </div>
              <FormError error={submitError} />
              <div className="form-actions">
                <Button type="submit" busy={submitting} busyLabel="Saving...">
                  Save preferences
                </Button>
                <Button variant="ghost" onClick={() => setEditing(false)}>
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
