import { Link } from 'react-router-dom'
import { storageKeys, paths } from '../../../../shared/routes'
import { PageHero } from '../../components/page'
import { useT } from '../../i18n/use-t'
import { EnglishBindingNote, useEnglishLang } from '../../components/english-binding-note'

// The policy stays in English in every language (the English text is binding); its headings are translated.
export function CookiePolicyScreen() {
  const t = useT('site')
  const lang = useEnglishLang()
  return (
    <>
      <PageHero title={t('site.cookies.title')}>
        <p className="lead">{t('site.cookies.lead')}</p>
      </PageHero>
      <article className="container section legal">
        <EnglishBindingNote />
        <h2>{t('site.cookies.whatWeStore')}</h2>
        <ul lang={lang}>
          <li>
            <code>{storageKeys.token}</code> and <code>{storageKeys.email}</code>: keep you logged in. Without
            “Keep me logged in” they are removed when you close the browser.
          </li>
          <li>
            Drafts of forms you are filling in, so a reload loses nothing. They are removed when you submit or
            log out.
          </li>
          <li>Your answers on search results (interested, maybe, no), so you see them again next time.</li>
        </ul>
        <h2>{t('site.cookies.whatWeDoNotStore')}</h2>
        <p lang={lang}>
          We use no advertising or third-party tracking cookies, and our captcha runs on our own servers.
        </p>
        <h2>{t('site.cookies.yourControl')}</h2>
        <p lang={lang}>
          Log out to remove your session and drafts, or clear this site’s data in your browser settings. See
          also our <Link to={paths.privacy}>Privacy Policy</Link>.
        </p>
      </article>
    </>
  )
}
