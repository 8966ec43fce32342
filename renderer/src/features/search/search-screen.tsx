import { useEffect, useState } from 'react'
import { Field, Form, FormSpy } from 'react-final-form'
import { useNavigate } from 'react-router-dom'
import { useAtom, useAtomValue } from 'jotai'
import { communitiesByReligion } from '../../../../shared/communities'
import {
  annualIncomeOptions,
  countryOptions,
  doshamOptions,
  eatingOptions,
  educationLevelOptions,
  genderOptions,
  haveChildrenOptions,
  maritalStatusOptions,
  motherTongueOptions,
  photoSettingsOptions,
  professionGroupOptions,
  anyOption,
  religionOptions,
  searchAgeOptions,
} from '../../../../shared/options'
import { countryList, regionsOf } from '../../../../shared/places'
import { paths } from '../../../../shared/routes'
import {
  communityOptions,
  orAny,
  SearchCriteria,
  searchFormErrors,
  searchHeightOptions,
  withPhotoOptions,
  verifiedOnlyOptions,
} from '../../../../shared/schemas/search'
import { check } from '../../../../shared/validation'
import { Button } from '../../components/button'
import { SelectField, submitFocusingErrors } from '../../components/fields'
import { useT } from '../../i18n/use-t'
import { sessionAtom } from '../../lib/session'
import { toQuery } from './criteria'
import { searchDraftAtom } from './draft'
import { FixedGender, LookingForChoice } from './looking-for'
import { SearchHead } from './search-head'
import { memberStartingValues, openCriteria } from './starting-values'
import type { SearchValues } from './draft'
import { CityField } from '../../components/place-fields'

interface Start {
  values: SearchValues
  /** A member's search shows the other gender only. */
  gender?: string
}

// Without a country, each region value once (Fiji and Sri Lanka both have an 'eastern' one).
const seenRegions = new Set<string>()
const allRegions = countryList
  .flatMap((c) => c.regions)
  .filter((r) => !seenRegions.has(r.value) && seenRegions.add(r.value))

/** Community follows the religion, state the country: only choices that can match. */
function DependentFields({ values }: { values: SearchValues }) {
  const t = useT('discover', 'options', 'places')
  const communities =
    values.religion && values.religion !== 'any'
      ? (communitiesByReligion[values.religion] ?? [])
      : communityOptions
  const regions = values.country && values.country !== 'any' ? regionsOf(values.country) : allRegions
  return (
    <>
      <SelectField
        name="community"
        label={t('discover.search.community')}
        options={communities}
        placeholder={t.label(anyOption.label)}
      />
      <SelectField
        name="state"
        label={t('discover.search.state')}
        options={regions.map(({ value, label }) => ({ value, label }))}
        placeholder={t.label(anyOption.label)}
      />
    </>
  )
}

/**
 * Partner Search starts ready to use: a member's from their partner preferences with the other gender fixed,
 * a visitor's once they chose a bride or a groom, every other criterion open (an untouched Search finds all).
 */
export function SearchScreen() {
  const session = useAtomValue(sessionAtom)
  const member = session?.role === 'member'
  const t = useT('discover', 'options', 'places')
  const [start, setStart] = useState<Start | null>(member ? null : { values: openCriteria })
  useEffect(() => {
    if (!member) return
    let live = true
    void memberStartingValues().then((s) => live && setStart(s))
    return () => {
      live = false
    }
  }, [member])
  return (
    <>
      <SearchHead />
      <div className="container section">
        {start ? (
          <SearchForm start={start} askGender={!session} />
        ) : (
          <p role="status">{t('discover.search.loadingPreferences')}</p>
        )}
      </div>
    </>
  )
}

function SearchForm({ start, askGender }: { start: Start; askGender: boolean }) {
  const navigate = useNavigate()
  const [draft, setDraft] = useAtom(searchDraftAtom)
  const [initialValues] = useState<SearchValues>(() => ({
    ...start.values,
    ...draft,
    ...(start.gender ? { gender: start.gender } : {}),
  }))
  const t = useT('discover', 'options', 'places')
  const anyValue = t.label(anyOption.label)
  return (
    <Form<SearchValues>
      initialValues={initialValues}
      validate={searchFormErrors}
      onSubmit={(values) => {
        const result = check(values, SearchCriteria)
        if (!result.ok) return result.errors
        setDraft(values)
        navigate(`${paths.searchResult}?${toQuery(result.value).toString()}`, {
          state: { criteria: result.value },
        })
        return undefined
      }}
    >
      {({ handleSubmit, values }) => (
        <form onSubmit={submitFocusingErrors(handleSubmit)} noValidate className="card">
          {start.gender ? <FixedGender gender={start.gender} /> : askGender && <LookingForChoice />}
          {askGender && !values.gender ? (
            <p>{t('discover.search.chooseFirst')}</p>
          ) : (
            <>
              <div className="form-grid">
                <SelectField
                  name="ageFrom"
                  label={t('discover.search.ageFrom')}
                  required
                  options={searchAgeOptions}
                />
                <SelectField
                  name="ageTo"
                  label={t('discover.search.ageTo')}
                  required
                  options={searchAgeOptions}
                />
                <SelectField
                  name="height"
                  label={t('discover.search.height')}
                  required
                  options={searchHeightOptions}
                  hint={t('discover.search.heightHint')}
                />
                {!start.gender && !askGender && (
                  <SelectField
                    name="gender"
                    label={t('discover.search.gender')}
                    options={genderOptions}
                    placeholder={t('discover.search.any')}
                  />
                )}
                <SelectField
                  name="maritalStatus"
                  label={t('discover.search.maritalStatus')}
                  required
                  options={orAny(maritalStatusOptions)}
                />
                <SelectField
                  name="haveChildren"
                  label={t('discover.search.haveChildren')}
                  options={haveChildrenOptions}
                  placeholder={t('discover.search.any')}
                />
                <SelectField
                  name="religion"
                  label={t('discover.search.religion')}
                  required
                  options={orAny(religionOptions)}
                />
                <SelectField
                  name="motherTongue"
                  label={t('discover.search.motherTongue')}
                  required
                  options={orAny(motherTongueOptions)}
                />
                <SelectField
                  name="country"
                  label={t('discover.search.country')}
                  required
                  options={orAny(countryOptions)}
                />
                <FormSpy<SearchValues> subscription={{ values: true }}>
                  {({ values }) => <DependentFields values={values} />}
                </FormSpy>
                <CityField
                  name="city"
                  label={t('discover.search.city')}
                  hint={t('discover.search.cityHint')}
                />
                <SelectField
                  name="educationLevel"
                  label={t('discover.search.education')}
                  options={educationLevelOptions}
                  placeholder={anyValue}
                />
                <SelectField
                  name="professionGroup"
                  label={t('discover.search.profession')}
                  options={professionGroupOptions}
                  placeholder={anyValue}
                />
                <SelectField
                  name="incomeMin"
                  label={t('discover.search.incomeMin')}
                  options={annualIncomeOptions}
                  placeholder={anyValue}
                />
                <SelectField
                  name="diet"
                  label={t('discover.search.diet')}
                  options={eatingOptions}
                  placeholder={anyValue}
                />
                <SelectField
                  name="manglik"
                  label={t('discover.search.manglik')}
                  options={doshamOptions.filter((o) => o.value !== 'dontknow')}
                  placeholder={anyValue}
                />
                <fieldset className="field">
                  <legend className="field-label">{t('discover.search.photoSettings')}</legend>
                  <div className="radio-options">
                    {photoSettingsOptions.map((o) => (
                      <Field<string> key={o.value} name="photoSettings" type="checkbox" value={o.value}>
                        {({ input }) => (
                          <label className="checkbox">
                            <input {...input} /> {t.label(o.label)}
                          </label>
                        )}
                      </Field>
                    ))}
                  </div>
                </fieldset>
                <Field<string> name="withPhoto">
                  {({ input }) => (
                    <label className="checkbox">
                      <input
                        type="checkbox"
                        name={input.name}
                        checked={input.value === withPhotoOptions[0].value}
                        onChange={(e) =>
                          input.onChange(e.target.checked ? withPhotoOptions[0].value : undefined)
                        }
                      />{' '}
                      {t('discover.search.withPhoto')}
                    </label>
                  )}
                </Field>
                <Field<string> name="verified">
                  {({ input }) => (
                    <label className="checkbox">
                      <input
                        type="checkbox"
                        name={input.name}
                        checked={input.value === verifiedOnlyOptions[0].value}
                        onChange={(e) =>
                          input.onChange(e.target.checked ? verifiedOnlyOptions[0].value : undefined)
                        }
                      />{' '}
                      {t('discover.verified.only')}
                    </label>
                  )}
                </Field>
              </div>
              <Button type="submit">{t('discover.search.submit')}</Button>
            </>
          )}
        </form>
      )}
    </Form>
  )
}
