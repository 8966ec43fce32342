import { useEffect } from 'react'
import { useT } from '../i18n/use-t'
import { PrivacyNotice } from './privacy-notice'
import './consent-code-slip.css'

interface Props {
  code: string
  /** The candidate's first name, as the family knows them. */
  name: string
  /** Until when the code works (ISO), when the server said so. */
  expiresAt?: string
}

/**
 * A family without e-mail confirms with this code: large on screen, and printed with the privacy notice the
 * candidate reads before agreeing (the notice's Print button prints only this slip).
 */
export function ConsentCodeSlip({ code, name, expiresAt }: Props) {
  const t = useT('office')
  useEffect(() => {
    document.body.classList.add('printing-slip')
    return () => document.body.classList.remove('printing-slip')
  }, [])
  return (
    <section className="card consent-slip" aria-labelledby="consent-slip-title">
      <h2 id="consent-slip-title">{t('office.codeSlip.heading', { name })}</h2>
      <p className="consent-slip-code" data-testid="consent-code">
        {code}
      </p>
      <p>
        {expiresAt
          ? t('office.codeSlip.howToUntil', {
              name,
              date: t.date(expiresAt, { dateStyle: 'long' }),
            })
          : t('office.codeSlip.howTo', { name })}
      </p>
      <PrivacyNotice consentCode={{ code, name }} />
    </section>
  )
}
