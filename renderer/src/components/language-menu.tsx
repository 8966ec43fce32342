import { useRef, useState } from 'react'
import { LOCALES, localeNames } from '../../../shared/i18n'
import type { Locale } from '../../../shared/i18n'
import { setLocale } from '../i18n/i18n'
import { useT } from '../i18n/use-t'
import { useDismiss } from '../lib/use-dismiss'

/**
 * "Choose language": English, हिन्दी, தமிழ், each in its own script. The page switches at once, without a
 * reload: forms keep what was typed. The web remembers the choice; a kiosk keeps it for the session.
 */
export function LanguageMenu() {
  const t = useT()
  const [open, setOpen] = useState(false)
  const [failed, setFailed] = useState(false)
  const ref = useRef<HTMLLIElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)

  useDismiss(open, ref, (escape) => {
    setOpen(false)
    if (escape) toggleRef.current?.focus()
  })

  const choose = (locale: Locale) => {
    setFailed(false)
    setLocale(locale).then(
      () => {
        setOpen(false)
        toggleRef.current?.focus()
      },
      () => setFailed(true),
    )
  }

  return (
    <li className="account-menu language-menu" ref={ref}>
      <button
        ref={toggleRef}
        type="button"
        className="link-button language-toggle"
        aria-expanded={open}
        aria-controls="language-list"
        onClick={() => setOpen((o) => !o)}
      >
        {t('common.language.choose')}
      </button>
      <ul id="language-list" className="account-list" hidden={!open}>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <button
              type="button"
              className="link-button"
              lang={locale}
              aria-current={locale === t.locale ? 'true' : undefined}
              onClick={() => choose(locale)}
            >
              {localeNames[locale]}
            </button>
          </li>
        ))}
        {failed && (
          <li role="alert" className="field-error">
            {t('common.language.failed')}
          </li>
        )}
      </ul>
    </li>
  )
}
