import { useT } from '../i18n/use-t'

/**
 * Above a legal text kept in English: in Hindi or Tamil, says (in that language) that the English text is
 * the binding one. Nothing in English.
 */
export function EnglishBindingNote() {
  const t = useT('site')
  if (t.locale === 'en') return null
  return <p className="muted legal-note">{t('site.legal.englishBinding')}</p>
}

/** The lang attribute of a legal text written in English: only needed when the page is in another language. */
export function useEnglishLang(): 'en' | undefined {
  return useT().locale === 'en' ? undefined : 'en'
}
