import { Link } from 'react-router-dom'
import { MARRIAGEABLE_AGE } from '../../../../shared/limits'
import { paths } from '../../../../shared/routes'
import { PageHero } from '../../components/page'
import { company, terms } from '../../content/company'
import { T, useT } from '../../i18n/use-t'
import { EnglishBindingNote, useEnglishLang } from '../../components/english-binding-note'

// The terms stay in English in every language (the English text is binding); headings, the introduction and
// the closing links are translated.
export function TermsScreen() {
  const t = useT('site')
  const lang = useEnglishLang()
  return (
    <>
      <PageHero title={t('site.terms.title')}>
        <p className="lead">{t('site.terms.lead', { name: company.name })}</p>
      </PageHero>
      <article className="container section legal">
        <EnglishBindingNote />
        <h2>{t('site.terms.whoMayJoin')}</h2>
        <p lang={lang}>
          The service is for people who want to marry, not for casual dating. To register you must be of
          marriageable age under the law: at least {MARRIAGEABLE_AGE.female} years old for a woman and at
          least {MARRIAGEABLE_AGE.male} years old for a man. Parents, siblings, relatives and friends may
          register a profile on someone’s behalf with that person’s consent. Membership is for individuals
          only; organisations cannot be members.
        </p>
        <h2>{t('site.terms.kinds')}</h2>
        <p lang={lang}>
          Visitors browse the public pages freely. Members hold a free or paid membership; starting a
          conversation with a match needs a paid premium membership. Select and VIP members receive personal
          help from a relationship manager.
        </p>
        <h2>{t('site.terms.profile')}</h2>
        <ul lang={lang}>
          <li>
            Each person may have only one profile; multiple profiles for the same person are not allowed.
          </li>
          <li>
            Do not put contact details (phone numbers, e-mail or postal addresses) or URLs in any visible part
            of a profile.
          </li>
          <li>Everything you write must be true and must be about the person the profile is for.</li>
        </ul>
        <h2>{t('site.terms.fairUse')}</h2>
        <ul lang={lang}>
          <li>No automated tools: do not use robots, scrapers or scripts to access or copy the service.</li>
          <li>No commercial use: do not advertise, sell or recruit through the service.</li>
          <li>Treat other members with respect; harassment or requests for money lead to removal.</li>
        </ul>
        <h2>{t('site.terms.ending')}</h2>
        <p lang={lang}>
          You may end your membership at any time. We may also end it, and we may review, block, suspend or
          deactivate a profile and delete content that breaks these terms.
        </p>
        <h2>{t('site.terms.fees')}</h2>
        <ul lang={lang}>
          <li>
            If we discontinue the service, we refund {terms.refundOnDiscontinuity} of the unused part of your
            membership fees.
          </li>
          <li>There is no refund when a membership is terminated because these terms were broken.</li>
          <li>Contributions to our affiliated social initiative are not refundable.</li>
        </ul>
        <h2>{t('site.terms.privacyHelp')}</h2>
        <p>
          <T
            id="site.terms.privacyHelpText"
            components={{
              privacy: <Link to={paths.privacy} />,
              tips: <Link to={paths.privacyTips} />,
              write: <Link to={paths.writeToUs} />,
            }}
          />
        </p>
      </article>
    </>
  )
}
