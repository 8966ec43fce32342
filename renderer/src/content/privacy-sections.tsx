import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { AccordionItem } from '../components/accordion'
import { paths } from '../../../shared/routes'
import type { MessageId } from '../i18n/keys'
import { useT } from '../i18n/use-t'
import { company, companyFacts } from './company'

// The ten numbered sections of our privacy policy (spec "Help / FAQs privacy accordion and Privacy screen").
// The policy itself stays in English in every language (the English text is the binding one); its section
// titles are translated so that a family can find its way, and the English body is marked lang="en".
const privacySections: { title: MessageId; content: ReactNode }[] = [
  {
    title: 'site.privacy.s1',
    content: (
      <>
        <p>
          To register you give us your name, gender, date of birth, contact details and who the profile is
          for. To complete a profile you may add education, employment, photographs, marital status, interests
          and your partner preferences. For verification we may ask for an identity proof; paid members also
          give us payment data, and couples may share testimonials.
        </p>
        <p>
          We also record how you use the service: log-in times, searches and the device and browser you use.
        </p>
      </>
    ),
  },
  {
    title: 'site.privacy.s2',
    content: (
      <p>
        We use it to show your profile to suitable members, to suggest matches, to verify that profiles are
        genuine, to process payments, to answer your questions and to keep the service safe. We never sell
        your personal data.
      </p>
    ),
  },
  {
    title: 'site.privacy.s3',
    content: (
      <p>
        Other members see only what your privacy settings allow. We share data with service providers that
        host, pay or verify for us under contract, and with legal authorities when the law requires it or to
        protect a member’s safety.
      </p>
    ),
  },
  {
    title: 'site.privacy.s4',
    content: (
      <>
        <p>
          After logging in you can view and edit your information, change who sees your photos and contact
          details, hide your profile or delete your account.
        </p>
        <p>
          Members in the European Union and the United Kingdom have the rights of the GDPR and UK GDPR:
          access, correction, erasure, restriction, portability and objection, and may complain to their data
          protection authority. Members in California have the rights of the CCPA/CPRA: to know, to delete, to
          correct and to opt out of the sale or sharing of personal information, without being treated
          differently for using them.
        </p>
      </>
    ),
  },
  {
    title: 'site.privacy.s5',
    content: (
      <p>
        Passwords are stored only as strong one-way hashes, connections are encrypted, and staff see personal
        data only when their work requires it. No system is perfectly secure, so please keep your password to
        yourself.
      </p>
    ),
  },
  {
    title: 'site.privacy.s6',
    content: (
      <>
        <p>
          We keep your profile while your account is active. After you delete it we remove your profile within
          30 days and keep only what the law requires (for example invoices) for as long as it requires.
        </p>
        <p>
          Records of what was done with your data (our audit and processing logs) are kept for one year and
          then erased; read notifications for 90 days; password and consent links, ended sessions and security
          counters only until they expire. If the service is set to erase accounts that nobody has used for
          several years, we e-mail you 48 hours before, and logging in keeps your account.
        </p>
      </>
    ),
  },
  {
    title: 'site.privacy.s7',
    content: (
      <p>
        We use cookies and similar storage to keep you logged in and to remember your choices. Read our{' '}
        <Link to={paths.cookiePolicy}>cookie policy</Link> to learn more and to see how to control them.
      </p>
    ),
  },
  {
    title: 'site.privacy.s8',
    content: (
      <p>
        We work from India and the United Kingdom. When data moves between countries we protect it with
        standard contractual clauses or another safeguard the law recognises.
      </p>
    ),
  },
  {
    title: 'site.privacy.s9',
    content: (
      <p>
        When we change this policy we publish the new version here and tell members by e-mail before it
        applies.
      </p>
    ),
  },
  {
    title: 'site.privacy.s10',
    content: (
      <>
        <p>
          Questions or complaints about your data: write to{' '}
          <a href={`mailto:${company.email}`}>{company.email}</a>.
        </p>
        <p>
          {companyFacts.grievanceOfficer}. Postal address: {companyFacts.postalAddress}. Write to Us with the
          type “Privacy or data request” (or report a profile that misuses your data): we acknowledge every
          grievance at once with its number and answer it within 15 days. Members see, download and withdraw
          their consents, download their data and delete their account in Settings.
        </p>
      </>
    ),
  },
]

/** The policy's sections for an accordion: translated titles, the English body marked as English. */
export function usePrivacySections(): AccordionItem[] {
  const t = useT('site')
  return privacySections.map(({ title, content }) => ({
    title: t(title),
    content: t.locale === 'en' ? content : <div lang="en">{content}</div>,
  }))
}
