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
import { useT } from '../../i18n/use-t'
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
  const t = useT('site', 'messages', 'options')
  const labelId = useId()
  const [theme, setTheme] = useState<'snow' | 'bubble'>('snow')
  const [sent, setSent] = useState<string | null>(null)
  const [formKey, setFormKey] = useState(0)

  return (
    <>
      <PageHero title={t('site.writeToUs.title')}>
        <p>
          <Link to={paths.customerSupport}>{t('site.writeToUs.back')}</Link>
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
                label={t('site.writeToUs.issueType')}
                options={issueTypeOptions}
                placeholder={t('site.writeToUs.issueTypePlaceholder')}
                required
              />
              <TextField name="subject" label={t('site.writeToUs.subject')} required />
              <Field<string> name="description">
                {({ input, meta }) => {
                  const error = meta.touched ? (meta.error ?? meta.submitError) : undefined
                  return (
                    <div className={`field${error ? ' has-error' : ''}`}>
                      <span className="field-label" id={labelId}>
                        {t('site.writeToUs.description')}
                        <span className="required-mark" aria-hidden="true">
                          {' '}
                          *
                        </span>
                      </span>
                      <fieldset className="editor-look">
                        <legend className="visually-hidden">{t('site.writeToUs.editorLook')}</legend>
                        {(['snow', 'bubble'] as const).map((look) => (
                          <label key={look} className="radio">
                            <input
                              type="radio"
                              name="editor-look"
                              checked={theme === look}
                              onChange={() => setTheme(look)}
                            />
                            {look === 'snow'
                              ? t('site.writeToUs.toolbar')
                              : t('site.writeToUs.floatingToolbar')}
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
                          {t.message(error)}
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
                label={t('site.writeToUs.requester')}
                required
                hint={t('site.writeToUs.requesterHint')}
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
                <Button type="submit" busy={submitting} busyLabel={t('site.writeToUs.submitting')}>
                  {t('site.writeToUs.submit')}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => {
                    form.reset()
                    setFormKey((k) => k + 1)
                  }}
                >
                  {t('site.writeToUs.cancel')}
                </Button>
              </div>
            </form>
          )}
        </Form>
      </div>
    </>
  )
}
