import { useState } from 'react'
import { Field, Form, FormSpy } from 'react-final-form'
import { useNavigate } from 'react-router-dom'
import { useAtom } from 'jotai'
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
} from '../../../../shared/schemas/search'
import { check } from '../../../../shared/validation'
import { Button } from '../../components/button'
import { SelectField, submitFocusingErrors, TextField } from '../../components/fields'
import { PageHero } from '../../components/page'
import { toQuery } from './criteria'
import { searchDraftAtom } from './draft'
import type { SearchValues } from './draft'

const allRegions = countryList.flatMap((c) => c.regions)

/** Community follows the religion, state the country: only choices that can match. */
function DependentFields({ values }: { values: SearchValues }) {
  const communities =
    values.religion && values.religion !== 'any'
      ? (communitiesByReligion[values.religion] ?? [])
      : communityOptions
  const regions = values.country && values.country !== 'any' ? regionsOf(values.country) : allRegions
  return (
    <>
      <SelectField name="community" label="Community" options={communities} placeholder="Doesn't matter" />
      <SelectField
        name="state"
        label="State or region"
        options={regions.map(({ value, label }) => ({ value, label }))}
        placeholder="Doesn't matter"
      />
    </>
  )
}

export function SearchScreen() {
  const navigate = useNavigate()
  const [draft, setDraft] = useAtom(searchDraftAtom)
  const [initialValues] = useState(draft)
  return (
    <>
      <PageHero title="Partner Search">
        <p className="lead">
          Tell us who you are looking for. Fields marked * are required; choose &quot;Doesn&apos;t
          matter&quot; to leave one open.
        </p>
      </PageHero>
      <div className="container section">
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
          {({ handleSubmit }) => (
            <form onSubmit={submitFocusingErrors(handleSubmit)} noValidate className="card">
              <div className="form-grid">
                <SelectField name="ageFrom" label="Age from" required options={searchAgeOptions} />
                <SelectField name="ageTo" label="Age to" required options={searchAgeOptions} />
                <SelectField
                  name="height"
                  label="Height"
                  required
                  options={searchHeightOptions}
                  hint="Matches are at least this tall."
                />
                <SelectField name="gender" label="Gender" options={genderOptions} placeholder="Any" />
                <SelectField
                  name="maritalStatus"
                  label="Marital status"
                  required
                  options={orAny(maritalStatusOptions)}
                />
                <SelectField
                  name="haveChildren"
                  label="Have children"
                  options={haveChildrenOptions}
                  placeholder="Any"
                />
                <SelectField name="religion" label="Religion" required options={orAny(religionOptions)} />
                <SelectField
                  name="motherTongue"
                  label="Mother tongue"
                  required
                  options={orAny(motherTongueOptions)}
                />
                <SelectField name="country" label="Country" required options={orAny(countryOptions)} />
                <FormSpy<SearchValues> subscription={{ values: true }}>
                  {({ values }) => <DependentFields values={values} />}
                </FormSpy>
                <TextField name="city" label="City" hint="For example Chennai. Leave empty for any city." />
                <SelectField
                  name="educationLevel"
                  label="Education"
                  options={educationLevelOptions}
                  placeholder="Doesn't matter"
                />
                <SelectField
                  name="professionGroup"
                  label="Profession"
                  options={professionGroupOptions}
                  placeholder="Doesn't matter"
                />
                <SelectField
                  name="incomeMin"
                  label="Annual income at least"
                  options={annualIncomeOptions}
                  placeholder="Doesn't matter"
                />
                <SelectField name="diet" label="Diet" options={eatingOptions} placeholder="Doesn't matter" />
                <SelectField
                  name="manglik"
                  label="Manglik"
                  options={doshamOptions.filter((o) => o.value !== 'dontknow')}
                  placeholder="Doesn't matter"
                />
                <fieldset className="field">
                  <legend className="field-label">Photo settings</legend>
                  <div className="radio-options">
                    {photoSettingsOptions.map((o) => (
                      <Field<string> key={o.value} name="photoSettings" type="checkbox" value={o.value}>
                        {({ input }) => (
                          <label className="checkbox">
                            <input {...input} /> {o.label}
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
                      {withPhotoOptions[0].label}
                    </label>
                  )}
                </Field>
              </div>
              <Button type="submit">Search</Button>
            </form>
          )}
        </Form>
      </div>
    </>
  )
}
