import { Link } from 'react-router-dom'
import { paths } from '../../../../shared/routes'
import { usePageTitle } from '../../components/page'
import { LanguageMenu } from '../../components/language-menu'
import { useT } from '../../i18n/use-t'

/**
 * The top of the sign-up page: language, login link, heading and lead. The route shows it as soon as the
 * route table is there (its texts come with it), while the wizard's code is still on its way.
 */
export function RegisterHead() {
  const t = useT('landing')
  usePageTitle(t('landing.register.title'))
  return (
    <>
      <nav className="register-top" aria-label={t('landing.register.nav')}>
        <ul className="register-languages">
          <LanguageMenu />
        </ul>
        <Link to={paths.login}>{t('landing.register.login')}</Link>
      </nav>
      <h1>{t('landing.register.title')}</h1>
      <p className="lead">{t('landing.register.lead')}</p>
    </>
  )
}
