import { useEffect, useRef, useState } from 'react'
import 'altcha'
import type {} from 'altcha/types/react'
import '../../i18n/messages'
import { useT } from '../../i18n/use-t'
import type { Translate } from '../../i18n/use-t'
import { apiBaseUrl } from '../../lib/platform'

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** The widget's own texts in the language on screen, from the site catalog (the English ones are ALTCHA's). */
function widgetStrings(t: Translate): Record<string, string> {
  const brandLink = t('site.captcha.brandLink')
  const brand = `<a href="https://altcha.org/" tabindex="-1" target="_blank" aria-label="${attribute(brandLink)}">ALTCHA</a>`
  return {
    ariaLinkLabel: brandLink,
    cancel: t('site.captcha.cancel'),
    enterCode: t('site.captcha.enterCode'),
    enterCodeAria: t('site.captcha.enterCodeAria'),
    enterCodeFromImage: t('site.captcha.enterCodeFromImage'),
    error: t('site.captcha.error'),
    expired: t('site.captcha.expired'),
    footer: t('site.captcha.footer', { brand }),
    getAudioChallenge: t('site.captcha.getAudioChallenge'),
    label: t('site.captcha.label'),
    loading: t('site.captcha.loading'),
    reload: t('site.captcha.reload'),
    verify: t('site.captcha.verify'),
    verificationRequired: t('site.captcha.verificationRequired'),
    verified: t('site.captcha.verified'),
    verifying: t('site.captcha.verifying'),
    waitAlert: t('site.captcha.waitAlert'),
  }
}

// The strings last given to the widget, per language: set again only when they change.
const registered = new Map<string, string>()

/** The self-hosted ALTCHA widget; reports the payload once solved (spec deviation 6, docs/spec-deviations.md). */
export function CaptchaField({ onChange, error }: { onChange: (payload: string) => void; error?: string }) {
  const t = useT('site', 'messages')
  const ref = useRef<HTMLElement>(null)
  const [verified, setVerified] = useState(false)
  const report = useRef(onChange)
  useEffect(() => {
    report.current = onChange
  })

  // Before the widget renders: it reads its texts from ALTCHA's global store, for the language it is given.
  const strings = JSON.stringify(widgetStrings(t))
  if (registered.get(t.locale) !== strings) {
    registered.set(t.locale, strings)
    globalThis.$altcha.i18n.set(t.locale, JSON.parse(strings) as Record<string, string>)
  }

  useEffect(() => {
    const widget = ref.current
    if (!widget) return
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail
      const ok = state === 'verified'
      setVerified(ok)
      report.current(ok && payload ? payload : '')
    }
    widget.addEventListener('statechange', onState)
    return () => widget.removeEventListener('statechange', onState)
  }, [])

  const challenge = new URL('captcha/challenge', new URL(apiBaseUrl, window.location.href)).toString()
  return (
    <div className={`field captcha${error ? ' has-error' : ''}`}>
      <altcha-widget
        ref={ref}
        challenge={challenge}
        language={t.locale}
        theme="default"
        type="checkbox"
        display="standard"
      />
      {verified && (
        <p className="form-success" role="status">
          {t('site.captcha.verifiedMessage')}
        </p>
      )}
      {error && !verified && <p className="field-error">{t.message(error)}</p>}
    </div>
  )
}
