import { Link } from 'react-router-dom'
import { paths } from '../../../../shared/routes'
import { company } from '../../content/company'
import { useT } from '../../i18n/use-t'
import type { MessageId } from '../../i18n/keys'
import { Logo } from './logo'

const menus: { title: MessageId; links: { to: string; label: MessageId }[] }[] = [
  {
    title: 'common.footer.privacyYou',
    links: [
      { to: paths.terms, label: 'common.footer.terms' },
      { to: paths.privacy, label: 'common.footer.privacy' },
      { to: paths.cookiePolicy, label: 'common.footer.cookies' },
    ],
  },
  {
    title: 'common.footer.needHelp',
    links: [
      { to: paths.online, label: 'common.footer.safeOnline' },
      { to: paths.report, label: 'common.footer.reportMisuse' },
      { to: paths.writeToUs, label: 'common.footer.writeToUs' },
      { to: paths.privacyTips, label: 'common.footer.privacyTips' },
      { to: paths.contact, label: 'common.footer.contactUs' },
    ],
  },
  {
    title: 'common.footer.more',
    links: [
      { to: paths.login, label: 'common.footer.memberLogin' },
      { to: paths.matrimonialLogin, label: 'common.footer.staffLogin' },
      { to: paths.register, label: 'common.nav.signUp' },
      { to: paths.search, label: 'common.nav.partnerSearch' },
      { to: paths.career, label: 'common.footer.career' },
      { to: paths.customerSupport, label: 'common.footer.customerSupport' },
      { to: paths.stories, label: 'common.footer.successStories' },
      { to: paths.services, label: 'common.nav.services' },
      { to: paths.about, label: 'common.nav.about' },
    ],
  },
]

export function Footer() {
  const t = useT()
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div>
          <Logo />
          <h2 className="footer-heading">{t('common.footer.awards')}</h2>
          <p>{t('common.company.awards')}</p>
          <h2 className="footer-heading">{t('common.footer.contactUs')}</h2>
          <p>
            <a href={`mailto:${company.email}`}>{company.email}</a>
            <br />
            {company.phone}
          </p>
          <p>
            <Link to={paths.career}>{t('common.footer.hrSite')}</Link>
          </p>
          <address>
            <strong>{t('common.footer.indiaOffice')}</strong> {company.indiaOffice}
          </address>
          <address>
            <strong>{t('common.footer.ukOffice')}</strong> {company.ukOffice}
          </address>
        </div>
        {menus.map((menu) => (
          <nav key={menu.title} aria-label={t(menu.title)}>
            <h2 className="footer-heading">{t(menu.title)}</h2>
            <ul className="footer-menu">
              {menu.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to}>{t(l.label)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container footer-bottom">
        <p>
          {t('common.footer.copyright', {
            from: company.copyrightFrom,
            to: company.copyrightTo,
            name: company.name,
          })}
        </p>
      </div>
    </footer>
  )
}
