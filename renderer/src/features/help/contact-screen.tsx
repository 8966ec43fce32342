import { PageHero } from '../../components/page'
import { CONTACT_MESSAGE_ROWS } from '../../../../shared/limits'
import { company } from '../../content/company'
import { ContactForm } from './contact-form'
import { SocialIcons } from './social-icons'

export function ContactScreen() {
  return (
    <>
      <PageHero title="Contact Us">
        <p className="lead">Questions about your profile, membership or safety? We are happy to help.</p>
      </PageHero>
      <section className="section">
        <div className="container grid grid-2">
          <div>
            <h2>Reach us</h2>
            <p>
              Email: <a href={`mailto:${company.email}`}>{company.email}</a>
              <br />
              Website: {company.website}
              <br />
              Address: {company.indiaOffice}
            </p>
            <SocialIcons />
          </div>
          <ContactForm rows={CONTACT_MESSAGE_ROWS} />
        </div>
      </section>
    </>
  )
}
