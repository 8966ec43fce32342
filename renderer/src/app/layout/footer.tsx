import { Link } from 'react-router-dom'
import { paths } from '../../../../shared/routes'
import { company } from '../../content/company'
import { Logo } from './logo'

const menus = [
  {
    title: 'Privacy & You',
    links: [
      { to: paths.terms, label: 'Terms of Use' },
      { to: paths.privacy, label: 'Privacy Policy' },
      { to: paths.cookiePolicy, label: 'Cookie Policy' },
    ],
  },
  {
    title: 'Need Help',
    links: [
      { to: paths.online, label: 'Be Safe Online' },
      { to: paths.report, label: 'Report Misuse' },
      { to: paths.writeToUs, label: 'Write to Us' },
      { to: paths.privacyTips, label: 'Privacy Tips' },
      { to: paths.contact, label: 'Contact Us' },
    ],
  },
  {
    title: 'More',
    links: [
      { to: paths.login, label: 'Member Login' },
      { to: paths.matrimonialLogin, label: 'Office staff login' },
      { to: paths.register, label: 'Sign Up' },
      { to: paths.search, label: 'Partner Search' },
      { to: paths.career, label: 'Career' },
      { to: paths.customerSupport, label: 'Customer support' },
      { to: paths.stories, label: 'Success Stories' },
      { to: paths.services, label: 'Services' },
      { to: paths.about, label: 'About' },
    ],
  },
]

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div>
          <Logo />
          <h2 className="footer-heading">Awards And Registration</h2>
          <p>{company.awards}</p>
          <h2 className="footer-heading">Contact Us</h2>
          <p>
            <a href={`mailto:${company.email}`}>{company.email}</a>
            <br />
            {company.phone}
          </p>
          <p>
            <Link to={paths.career}>Our HR site: careers with us</Link>
          </p>
          <address>
            <strong>India office:</strong> {company.indiaOffice}
          </address>
          <address>
            <strong>Registered office (UK):</strong> {company.ukOffice}
          </address>
        </div>
        {menus.map((menu) => (
          <nav key={menu.title} aria-label={menu.title}>
            <h2 className="footer-heading">{menu.title}</h2>
            <ul className="footer-menu">
              {menu.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to}>{l.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container footer-bottom">
        <p>
          © {company.copyrightFrom}–{company.copyrightTo} {company.name}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
