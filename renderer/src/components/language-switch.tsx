import { LOCALES, localeNames } from '../../../shared/i18n'
import { setLocale } from '../i18n/i18n'
import { useT } from '../i18n/use-t'

/**
 * The same choice as a row of buttons, for places the header cannot be reached from: the registration
 * wizard's dialog keeps focus inside itself, so it offers the languages there.
 */
export function LanguageSwitch() {
  const t = useT()
  return (
    <div className="language-switch" role="group" aria-label={t('common.language.choose')}>
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          className="link-button"
          lang={locale}
          aria-pressed={locale === t.locale}
          onClick={() => void setLocale(locale).catch(() => undefined)}
        >
          {localeNames[locale]}
        </button>
      ))}
    </div>
  )
}
