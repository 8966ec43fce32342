import { setupI18n } from '@lingui/core'
import type { I18n } from '@lingui/core'
import loadCatalog from 'virtual:catalogs'
import type { Area, Locale } from '../../../shared/i18n'

// One area's texts in a language the reader picks for one piece only (the privacy notice), whatever the
// screen's language: its own small Lingui instance, so switching it leaves the rest of the page as it is.

const instances = new Map<string, Promise<I18n>>()

export function textsIn(locale: Locale, area: Area): Promise<I18n> {
  const key = `${locale}/${area}`
  let texts = instances.get(key)
  if (!texts) {
    texts = loadCatalog(locale, area).then((messages) =>
      setupI18n({ locale, messages: { [locale]: messages } }),
    )
    texts.catch(() => instances.delete(key))
    instances.set(key, texts)
  }
  return texts
}
