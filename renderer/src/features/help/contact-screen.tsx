import { PageHero } from '../../components/page'
import { CONTACT_MESSAGE_ROWS } from '../../../../shared/limits'
import { company, companyFacts } from '../../content/company'
import { useT } from '../../i18n/use-t'
import { ContactForm } from './contact-form'
import { SocialIcons } from './social-icons'

export function ContactScreen() {
  const t = useT('site')
  return (
    <>
      <PageHero title={t('site.contact.title')}>
        <p className="lead">{t('site.contact.lead')}</p>
      </PageHero>
      <section className="section">
        <div className="container grid grid-2">
          <div>
            <h2>{t('site.contact.reachUs')}</h2>
            <p>
              {t('site.contact.email')} <a href={`mailto:${company.email}`}>{company.email}</a>
              <br />
              {t('site.contact.website')} {companyFacts.website}
              <br />
              {t('site.contact.address')} {company.indiaOffice}
            </p>
            <SocialIcons />
          </div>
          <ContactForm rows={CONTACT_MESSAGE_ROWS} />
        </div>
      </section>
    </>
  )
}
