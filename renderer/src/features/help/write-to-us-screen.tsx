import { useId, useState } from 'react'
import { FORM_ERROR } from 'final-form'
import { Field, Form } from 'react-final-form'
import { Link } from 'react-router-dom'
import { paths } from '../../../../shared/routes'
import { issueTypeOptions, TicketBody } from '../../../../shared/schemas/ticket'
import { formErrors } from '../../../../shared/validation'
import { Button } from '../../components/button'
import { FormError, SelectField, submitFocusingErrors, TextField } from '../../components/fields'
import { PageHero } from '../../components/page'
import { ApiError } from '../../lib/api-client'
import { sendTicket } from './api'
import { AttachmentsField } from './attachments-field'
import { CaptchaField } from './captcha-field'
import { RichTextEditor } from './rich-text-editor'
import './write-to-us.css'

type TicketValues = Partial<TicketBody>

// One object for the life of the page: a new one per render would make final-form reset the values.
const initialValues: TicketValues = { attachments: [] }

export function WriteToUsScreen() {
  const labelId = useId()
  const [theme, setTheme] = useState<'snow' | 'bubble'>('snow')
  const [sent, setSent] = useState<string | null>(null)
  const [formKey, setFormKey] = useState(0)

  return (
    <>
      <PageHero title="Write to Us">
        <p>
          <Link to={paths.customerSupport}>Go back to Help</Link>
        </p>
      </PageHero>
      <div className="container section">
        {sent && (
          <p className="form-success" role="status">
            {sent}
          </p>
        )}
        <Form<TicketValues>
          key={formKey}
          initialValues={initialValues}
          validate={formErrors(TicketBody)}
          onSubmit={async (values) => {
            try {
              const { message } = await sendTicket(values as TicketBody)
              setSent(message)
              setFormKey((k) => k + 1)
              return undefined
            } catch (error) {
              return error instanceof ApiError
                ? { ...error.fieldErrors, [FORM_ERROR]: error.message }
                : { [FORM_ERROR]: String(error) }
            }
          }}
        >
          {({ handleSubmit, submitting, submitError, form }) => (
            <form onSubmit={submitFocusingErrors(handleSubmit)} noValidate className="card">
              <SelectField
                name="issueType"
                label="Type of issue"
                options={issueTypeOptions}
                placeholder="Choose a type of issue"
                required
              />
              <TextField name="subject" label="Subject" required />
              <Field<string> name="description">
                {({ input, meta }) => {
                  const error = meta.touched ? (meta.error ?? meta.submitError) : undefined
                  return (
                    <div className={`field${error ? ' has-error' : ''}`}>
                      <span className="field-label" id={labelId}>
                        Description
                        <span className="required-mark" aria-hidden="true">
                          {' '}
                          *
                        </span>
                      </span>
                      <fieldset className="editor-look">
                        <legend className="visually-hidden">Editor look</legend>
                        {(['snow', 'bubble'] as const).map((t) => (
                          <label key={t} className="radio">
                            <input
                              type="radio"
                              name="editor-look"
                              checked={theme === t}
                              onChange={() => setTheme(t)}
                            />
                            {t === 'snow' ? 'Toolbar' : 'Floating toolbar'}
                          </label>
                        ))}
                      </fieldset>
                      <RichTextEditor
                        theme={theme}
                        labelId={labelId}
                        describedBy={error ? `${labelId}-error` : undefined}
                        invalid={Boolean(error)}
                        value={input.value}
                        onChange={input.onChange}
                        onBlur={input.onBlur}
                      />
                      {error && (
                        <p className="field-error" id={`${labelId}-error`}>
                          {error}
                        </p>
                      )}
                    </div>
                  )
                }}
              </Field>
              <Field<string[]> name="attachments">
                {({ input }) => <AttachmentsField value={input.value || []} onChange={input.onChange} />}
              </Field>
              <TextField
                name="requester"
                label="Requester"
                required
                hint="Your e-mail address or member id, so we can reply."
              />
              <Field<string> name="altcha">
                {({ input, meta }) => (
                  <CaptchaField
                    onChange={input.onChange}
                    error={meta.touched || meta.submitFailed ? (meta.error ?? meta.submitError) : undefined}
                  />
                )}
              </Field>
              <FormError error={submitError} />
              <div className="form-actions">
                <Button type="submit" busy={submitting} busyLabel="Submitting...">
                  Submit
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => {
                    form.reset()
                    setFormKey((k) => k + 1)
                  }}
                >
                  Cancel
                </Button>
              </div>
            </form>
          )}
        </Form>
      </div>
    </>
  )
}
