import { Field, FormSpy } from 'react-final-form'
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
import {
  communityOptions,
  orAny,
  SearchCriteria,
  searchHeightOptions,
  withPhotoOptions,
  verifiedOnlyOptions,
} from '../../../../shared/schemas/search'
import { check } from '../../../../shared/validation'
import { Button } from '../../components/button'
import { SelectField } from '../../components/fields'
import { CityField } from '../../components/place-fields'
import { useT } from '../../i18n/use-t'
import { toQuery } from './criteria'
import type { SearchValues } from './draft'

// The criteria of Partner Search and their checks, with the lists of every country, region and community:
// loaded (with criteria-form.tsx) once the form has a gender to search for, so a visitor's first screen (bride
// or groom) goes without.

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

/** The results address for the criteria, with the checked criteria; or what is wrong with them. */
export function searchFor(values: SearchValues) {
  const result = check(values, SearchCriteria)
  if (!result.ok) return { errors: result.errors }
  return { query: toQuery(result.value).toString(), criteria: result.value }
}

/** Every criterion but the gender a visitor chose first, and the Search button. */
export function SearchFields({ fixedGender, askGender }: { fixedGender?: string; askGender: boolean }) {
  const t = useT('discover', 'options', 'places')
  const anyValue = t.label(anyOption.label)
  return (
    <>
      <div className="form-grid">
        <SelectField
          name="ageFrom"
          label={t('discover.search.ageFrom')}
          required
          options={searchAgeOptions}
        />
        <SelectField name="ageTo" label={t('discover.search.ageTo')} required options={searchAgeOptions} />
        <SelectField
          name="height"
          label={t('discover.search.height')}
          required
          options={searchHeightOptions}
          hint={t('discover.search.heightHint')}
        />
        {!fixedGender && !askGender && (
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
        <CityField name="city" label={t('discover.search.city')} hint={t('discover.search.cityHint')} />
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
                onChange={(e) => input.onChange(e.target.checked ? withPhotoOptions[0].value : undefined)}
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
                onChange={(e) => input.onChange(e.target.checked ? verifiedOnlyOptions[0].value : undefined)}
              />{' '}
              {t('discover.verified.only')}
            </label>
          )}
        </Field>
      </div>
      <Button type="submit">{t('discover.search.submit')}</Button>
    </>
  )
}
