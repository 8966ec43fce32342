import { useState } from 'react'
import { Form } from 'react-final-form'
import type { BirthChartView, ManagedProfile } from '../../../../shared/api'
import { msg } from '../../../../shared/messages'
import { BIRTH_TIME } from '../../../../shared/schemas/horoscope'
import type { BirthDetailsBody } from '../../../../shared/schemas/horoscope'
import { Button } from '../../components/button'
import { CheckboxField, FormError, submitFocusingErrors, TextField } from '../../components/fields'
import { PlacePicker } from '../../components/place-picker'
import { useT } from '../../i18n/use-t'
import { ApiError } from '../../lib/api-client'
import { submitErrors } from '../../lib/submit-errors'
import { previewBirthChart, saveBirthDetails, searchPlaces } from './birth-api'
import { BirthChartResult, sideValue } from './birth-chart-result'

interface Values {
  birthTime: string
  timeUnknown: boolean
  placeId: string
  choice: string
}

const str = (v: string | number | undefined) => (v === undefined ? '' : String(v))

function bodyOf(v: Values): BirthDetailsBody {
  const known = !v.timeUnknown
  const [nakshatra, pada] = (v.choice || '').split(':')
  return {
    birthTime: known ? v.birthTime : null,
    placeId: v.placeId || null,
    apply: known,
    ...(known && v.choice ? { choice: { nakshatra, pada } as BirthDetailsBody['choice'] } : {}),
  }
}

function validate(v: Values) {
  const errors: Partial<Record<keyof Values, string>> = {}
  if (!v.timeUnknown && !BIRTH_TIME.test(v.birthTime ?? '')) errors.birthTime = msg.birthTimeShape
  if (!v.timeUnknown && !v.placeId) errors.placeId = msg.birthPlaceRequired
  return errors
}

/**
 * Time and place of birth (seen only by the profile's managers), and what they give: the nakshatra, pada and
 * rashi, and manglik, worked out on the server and taken into the profile when the family saves.
 */
export function BirthDetailsCard({
  profile,
  onSaved,
}: {
  profile: ManagedProfile
  onSaved: (profile: ManagedProfile) => void
}) {
  const t = useT('profile', 'messages', 'options')
  const [editing, setEditing] = useState(false)
  const [chart, setChart] = useState<{ key: string; view: BirthChartView } | null>(null)
  const [working, setWorking] = useState(false)
  const [workError, setWorkError] = useState('')
  const v = profile.values
  const keyOf = (values: Values) => `${values.birthTime}|${values.placeId}|${values.timeUnknown}`
  const source = (s: string | number | undefined) =>
    s === 'computed' ? t('profile.birth.computed') : t('profile.birth.told')

  /** The chart for these details: the one already shown, or a new one from the server. */
  async function chartFor(values: Values): Promise<BirthChartView> {
    if (chart?.key === keyOf(values)) return chart.view
    const { chart: view } = await previewBirthChart(profile.id, { ...bodyOf(values), choice: undefined })
    setChart({ key: keyOf(values), view })
    return view
  }

  return (
    <section className="card profile-section" aria-labelledby="section-birth">
      <div className="section-head">
        <h2 id="section-birth">{t('profile.birth.title')}</h2>
        {!editing && profile.status !== 'closed' && (
          <Button
            variant="secondary"
            onClick={() => setEditing(true)}
            aria-label={t('profile.section.editLabel', { section: t('profile.birth.title') })}
          >
            {t('profile.edit')}
          </Button>
        )}
      </div>
      <p className="field-hint">{t('profile.birth.private')}</p>
      {!editing ? (
        <dl className="review">
          <div>
            <dt>{t('profile.birth.time')}</dt>
            <dd>
              {str(v.birthTime) ||
                (v.birthPlace ? t('profile.birth.timeNotKnown') : t('profile.section.notGiven'))}
            </dd>
          </div>
          <div>
            <dt>{t('profile.birth.place')}</dt>
            <dd>{str(v.birthPlace) || t('profile.section.notGiven')}</dd>
          </div>
          {v.nakshatra !== undefined && (
            <div>
              <dt>{t('profile.birth.horoscopeFrom')}</dt>
              <dd>{source(v.horoscopeSource)}</dd>
            </div>
          )}
          {v.dosham !== undefined && (
            <div>
              <dt>{t('profile.birth.manglikFrom')}</dt>
              <dd>{source(v.doshamSource)}</dd>
            </div>
          )}
        </dl>
      ) : (
        <Form<Values>
          initialValues={{
            birthTime: str(v.birthTime),
            timeUnknown: !v.birthTime && Boolean(v.birthPlace),
            placeId: str(v.birthPlaceId),
            choice: '',
          }}
          validate={validate}
          onSubmit={async (values) => {
            try {
              const body = bodyOf(values)
              if (body.apply) {
                const view = await chartFor(values)
                if (view.status === 'ok' && view.otherSide && !values.choice)
                  return { choice: msg.chooseMoonSide }
                if (view.status === 'ok' && !view.otherSide) body.choice = undefined
              }
              const { profile: saved } = await saveBirthDetails(profile.id, body)
              setEditing(false)
              setChart(null)
              onSaved(saved)
              return undefined
            } catch (error) {
              return submitErrors(error)
            }
          }}
        >
          {({ handleSubmit, submitting, submitError, values, form }) => {
            const shown = chart?.key === keyOf(values) ? chart.view : null
            return (
              <form onSubmit={submitFocusingErrors(handleSubmit)} noValidate>
                <div className="form-grid">
                  {!values.timeUnknown && (
                    <TextField
                      name="birthTime"
                      type="time"
                      label={t('profile.birth.time')}
                      hint={t('profile.birth.timeHint')}
                    />
                  )}
                  <CheckboxField name="timeUnknown" label={t('profile.birth.timeNotKnown')} />
                  <PlacePicker
                    name="placeId"
                    label={t('profile.birth.place')}
                    hint={t('profile.birth.placeHint')}
                    initialText={str(v.birthPlace)}
                    search={searchPlaces}
                  />
                </div>
                {values.timeUnknown && <p className="field-hint">{t('profile.birth.keepsTyped')}</p>}
                {shown && (
                  <BirthChartResult
                    chart={shown}
                    typed={{ nakshatra: str(v.nakshatra), pada: str(v.pada) }}
                  />
                )}
                <FormError error={submitError ?? (workError || undefined)} />
                <div className="form-actions">
                  {!values.timeUnknown && (
                    <Button
                      variant="secondary"
                      busy={working}
                      busyLabel={t('profile.birth.working')}
                      onClick={async () => {
                        const errors = validate(values)
                        if (Object.keys(errors).length) return void form.submit()
                        setWorking(true)
                        setWorkError('')
                        try {
                          const view = await chartFor(values)
                          if (view.status === 'ok')
                            form.change('choice', view.otherSide ? '' : sideValue(view.moon))
                        } catch (error) {
                          setWorkError(error instanceof ApiError ? error.message : msg.unexpected)
                        } finally {
                          setWorking(false)
                        }
                      }}
                    >
                      {t('profile.birth.workOut')}
                    </Button>
                  )}
                  <Button type="submit" busy={submitting} busyLabel={t('profile.saving')}>
                    {t('profile.birth.save')}
                  </Button>
                  <Button
                    variant="ghost"
                    onClick={() => {
                      setEditing(false)
                      setChart(null)
                    }}
                  >
                    {t('profile.cancel')}
                  </Button>
                </div>
              </form>
            )
          }}
        </Form>
      )}
    </section>
  )
}
