import { useEffect, useState } from 'react'
import type { FormEvent, RefObject } from 'react'
import { Form, useForm } from 'react-final-form'
import { searchFormErrors } from '../../../../shared/schemas/search'
import { submitFocusingErrors } from '../../components/fields'
import type { SearchValues } from './draft'
import { SearchFields } from './search-fields'

// The criteria's form (final-form, the fields, their lists and checks), inside the search page's own <form>:
// loaded once there is a gender to search for, so a visitor's first screen (bride or groom) goes without it,
// and the bride-or-groom choice above it stays where it is (and keeps the focus) when it arrives.
export { searchFor } from './search-fields'

export type Submit = (event: FormEvent<HTMLFormElement>) => unknown

interface Props {
  initialValues: SearchValues
  /** The bride or groom chosen above the criteria ('' when the form asks for no gender there). */
  gender: string
  fixedGender?: string
  askGender: boolean
  onSearch: (values: SearchValues) => Record<string, string> | undefined
  /** The page's <form> submits through it. */
  submitRef: RefObject<Submit | null>
}

export function CriteriaForm({ initialValues, gender, fixedGender, askGender, onSearch, submitRef }: Props) {
  const [initial] = useState(() => (gender ? { ...initialValues, gender } : initialValues))
  return (
    <Form<SearchValues> initialValues={initial} validate={searchFormErrors} onSubmit={onSearch}>
      {({ handleSubmit }) => (
        <>
          <SubmitThrough submitRef={submitRef} submit={submitFocusingErrors(handleSubmit)} />
          <GenderChosen gender={gender} />
          <SearchFields fixedGender={fixedGender} askGender={askGender} />
        </>
      )}
    </Form>
  )
}

function SubmitThrough({ submitRef, submit }: { submitRef: RefObject<Submit | null>; submit: Submit }) {
  useEffect(() => {
    submitRef.current = submit
    return () => void (submitRef.current = null)
  }, [submitRef, submit])
  return null
}

/** The choice of a bride or a groom, made above the criteria, is the form's gender. */
function GenderChosen({ gender }: { gender: string }) {
  const form = useForm<SearchValues>()
  useEffect(() => {
    if (gender && form.getState().values.gender !== gender) form.change('gender', gender)
  }, [form, gender])
  return null
}
