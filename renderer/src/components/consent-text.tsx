import { useT } from '../i18n/use-t'
import { consentTextIds, labelIn } from '../lib/privacy-labels'

/** A consent's text in the language on screen (the English one is what the consent record keeps). */
export function useConsentText() {
  const t = useT('profile')
  return (english: string) => (t.locale === 'en' ? english : labelIn(t, consentTextIds, english))
}

/** Under a translated consent text: the English text, which is the one recorded with the consent. */
export function RecordedInEnglish({ english }: { english: string }) {
  const t = useT('profile')
  if (t.locale === 'en' || !Object.hasOwn(consentTextIds, english)) return null
  return (
    <p className="field-hint">
      {t('profile.consentText.recorded')} <span lang="en">“{english}”</span>
    </p>
  )
}
