import { useState } from 'react'
import { Field, Form } from 'react-final-form'
import { useNavigate } from 'react-router-dom'
import { useAtom } from 'jotai'
import {
  countryOptions,
  genderOptions,
  haveChildrenOptions,
  maritalStatusOptions,
  motherTongueOptions,
  photoSettingsOptions,
  religionOptions,
  searchAgeOptions,
} from '../../../../shared/options'
import { paths } from '../../../../shared/routes'
import { SearchCriteria, searchFormErrors } from '../../../../shared/schemas/search'
import { check } from '../../../../shared/validation'
import { Button } from '../../components/button'
import { SelectField, submitFocusingErrors, TextField } from '../../components/fields'
import { PageHero } from '../../components/page'
import { toQuery } from './criteria'
import { searchDraftAtom } from './draft'
import type { SearchValues } from './draft'

export function SearchScreen() {
  const navigate = useNavigate()
  const [draft, setDraft] = useAtom(searchDraftAtom)
  const [initialValues] = useState(draft)
  return (
    <>
      <PageHero title="Partner Search">
        <p className="lead">Tell us who you are looking for. Fields marked * are required.</p>
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
                <TextField
                  name="height"
                  label="Height"
                  required
                  placeholder={`5'8"`}
                  hint={`Feet and inches, e.g. 5'8". Matches are at least this tall.`}
                />
                <SelectField name="gender" label="Gender" options={genderOptions} placeholder="Any" />
                <SelectField
                  name="maritalStatus"
                  label="Marital status"
                  required
                  options={maritalStatusOptions}
                />
                <SelectField
                  name="haveChildren"
                  label="Have children"
                  options={haveChildrenOptions}
                  placeholder="Any"
                />
                <SelectField name="religion" label="Religion" required options={religionOptions} />
                <SelectField
                  name="motherTongue"
                  label="Mother tongue"
                  required
                  options={motherTongueOptions}
                />
                <SelectField name="country" label="Country" required options={countryOptions} />
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
              </div>
              <Button type="submit">Search</Button>
            </form>
          )}
        </Form>
      </div>
    </>
  )
}
