import { useState } from 'react'
import type { FormEvent } from 'react'
import { company } from '../../content/company'
import { useT } from '../../i18n/use-t'

const fields = [
  { name: 'name', label: 'site.contact.form.name', type: 'text', autoComplete: 'name' },
  // The spec keeps the e-mail a plain text input, checked only for presence.
  { name: 'email', label: 'site.contact.form.email', type: 'text', autoComplete: 'email' },
  { name: 'subject', label: 'site.contact.form.subject', type: 'text', autoComplete: 'off' },
  { name: 'phone', label: 'site.contact.form.phone', type: 'tel', autoComplete: 'tel' },
] as const

/**
 * The contact form: all five fields required by the browser. Send Now hands the message to the visitor's
 * e-mail program, addressed to our help desk, since the API takes no contact messages.
 */
export function ContactForm({ rows }: { rows: number }) {
  const t = useT('site')
  const [handedOver, setHandedOver] = useState(false)
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const value = (k: string) => String(data.get(k) ?? '')
    const body = `${value('message')}\n\n${value('name')}\n${value('email')}\n${value('phone')}`
    window.location.href = `mailto:${company.email}?subject=${encodeURIComponent(value('subject'))}&body=${encodeURIComponent(body)}`
    setHandedOver(true)
  }
  return (
    <form className="card" onSubmit={send} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('site.contact.form.title')}</h2>
      {fields.map((f) => (
        <div className="field" key={f.name}>
          <label className="field-label" htmlFor={`contact-${f.name}`}>
            {t(f.label)}
          </label>
          <input
            className="input"
            id={`contact-${f.name}`}
            name={f.name}
            type={f.type}
            autoComplete={f.autoComplete}
            required
          />
        </div>
      ))}
      <div className="field">
        <label className="field-label" htmlFor="contact-message">
          {t('site.contact.form.message')}
        </label>
        <textarea className="input" id="contact-message" name="message" rows={rows} required />
      </div>
      <button type="submit" className="btn btn-primary">
        {t('site.contact.form.send')}
      </button>
      {handedOver && (
        <p className="form-success" role="status">
          {t('site.contact.form.handedOver', { email: company.email })}
        </p>
      )}
    </form>
  )
}
