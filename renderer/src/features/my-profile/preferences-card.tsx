import { useEffect, useState } from 'react'
import { Form } from 'react-final-form'
import {
  anyOption,
  heightOptions,
  formatHeight,
  labelOf,
  MIN_HEIGHT_INCHES,
} from '../../../../shared/options'
import type { Option } from '../../../../shared/options'
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
import type { MessageId } from '../../i18n/keys'
import { useT } from '../../i18n/use-t'
import type { Translate } from '../../i18n/use-t'
import { ApiError } from '../../lib/api-client'
import { submitErrors } from '../../lib/submit-errors'
import { loadPreferences, savePreferences } from './preferences-api'

const ages = Array.from({ length: PREFERENCE_AGE_MAX - PREFERENCE_AGE_MIN + 1 }, (_, i) => ({
  value: String(PREFERENCE_AGE_MIN + i),
  label: String(PREFERENCE_AGE_MIN + i),
}))

const listLabels: Record<PreferenceList, MessageId> = {
  maritalStatuses: 'profile.preferences.maritalStatus',
  religions: 'profile.preferences.religion',
  communities: 'profile.preferences.community',
  motherTongues: 'profile.preferences.motherTongue',
  countries: 'profile.preferences.livingIn',
  educationLevels: 'profile.preferences.education',
  diets: 'profile.preferences.diet',
}

/** The manglik choices of the preferences (their "Doesn't matter" is the shared option's). */
const manglikIds: Partial<Record<string, MessageId>> = {
  no: 'profile.preferences.notManglik',
  yes: 'profile.preferences.manglik',
}
const manglikLabel = (t: Translate, option: Option) => {
  const id = manglikIds[option.value]
  return id ? t(id) : t.label(option.label)
}

type Values = Record<string, string | string[]>
const toValues = (p: PreferencesValue): Values =>
  Object.fromEntries(Object.entries(p).map(([k, v]) => [k, Array.isArray(v) ? v : String(v)]))

/** Partner preferences: what this profile looks for; matches read them both ways. */
export function PreferencesCard({ profileId }: { profileId: number }) {
  const t = useT('profile', 'messages', 'options', 'places')
  const [state, setState] = useState<{ preferences: PreferencesValue; isDefault: boolean } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [editing, setEditing] = useState(false)

  useEffect(() => {
    loadPreferences(profileId)
      .then(setState)
      .catch((e: unknown) => setError(e instanceof ApiError ? e.message : String(e)))
  }, [profileId])

  const p = state?.preferences
  const any = t.label(anyOption.label)
  const list = (field: PreferenceList) =>
    p && p[field].length
      ? p[field].map((v) => t.label(labelOf(preferenceListOptions[field], v))).join(', ')
      : any
  const manglik = manglikPreferenceOptions.find((o) => o.value === p?.manglik)
  const manglikOptions = manglikPreferenceOptions.map((o) => ({ value: o.value, label: manglikLabel(t, o) }))
  return (
    <section className="card profile-section" aria-labelledby="section-preferences">
      <div className="section-head">
        <h2 id="section-preferences">{t('profile.preferences.title')}</h2>
        {state?.isDefault && <span className="badge badge-warn">{t('profile.preferences.suggested')}</span>}
        {p && !editing && (
          <Button
            variant="secondary"
            onClick={() => setEditing(true)}
            aria-label={t('profile.preferences.editLabel')}
          >
            {t('profile.edit')}
          </Button>
        )}
      </div>
      {error && (
        <p className="form-error" role="alert">
          {t.message(error)}
        </p>
      )}
      {!p && !error && <p role="status">{t('profile.preferences.loading')}</p>}
      {p && !editing && (
        <dl className="review">
          <div>
            <dt>{t('profile.preferences.age')}</dt>
            <dd>{t('profile.preferences.range', { from: p.ageMin, to: p.ageMax })}</dd>
          </div>
          <div>
            <dt>{t('profile.preferences.height')}</dt>
            <dd>
              {p.heightMin === MIN_HEIGHT_INCHES && p.heightMax === 84
                ? any
                : t('profile.preferences.range', {
                    from: formatHeight(p.heightMin),
                    to: formatHeight(p.heightMax),
                  })}
            </dd>
          </div>
          {(Object.keys(listLabels) as PreferenceList[]).map((f) => (
            <div key={f}>
              <dt>{t(listLabels[f])}</dt>
              <dd>{list(f)}</dd>
            </div>
          ))}
          <div>
            <dt>{t('profile.preferences.manglik')}</dt>
            <dd>{manglik ? manglikLabel(t, manglik) : ''}</dd>
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
                <SelectField name="ageMin" label={t('profile.preferences.ageFrom')} options={ages} />
                <SelectField name="ageMax" label={t('profile.preferences.ageTo')} options={ages} />
                <SelectField
                  name="heightMin"
                  label={t('profile.preferences.heightFrom')}
                  options={heightOptions}
                />
                <SelectField
                  name="heightMax"
                  label={t('profile.preferences.heightTo')}
                  options={heightOptions}
                />
                {(Object.keys(listLabels) as PreferenceList[]).map((f) => (
                  <MultiSelectField
                    key={f}
                    name={f}
                    label={t(listLabels[f])}
                    options={preferenceListOptions[f]}
                  />
                ))}
                <SelectField
                  name="manglik"
                  label={t('profile.preferences.manglik')}
                  options={manglikOptions}
                />
              </div>
              <FormError error={submitError} />
              <div className="form-actions">
                <Button type="submit" busy={submitting} busyLabel={t('profile.saving')}>
                  {t('profile.preferences.save')}
                </Button>
                <Button variant="ghost" onClick={() => setEditing(false)}>
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
