import { Link } from 'react-router-dom'
import { paths } from '../../../../shared/routes'
import { Accordion } from '../../components/accordion'
import { PageHero } from '../../components/page'
import { companyFacts } from '../../content/company'
import { usePrivacySections } from '../../content/privacy-sections'
import { FounderMessage, PrivacyRights, ReportProfile, SafetyTips } from '../../content/safety-content'
import { T, useT } from '../../i18n/use-t'
import { EnglishBindingNote } from '../../components/english-binding-note'

export function CustomerSupportScreen() {
  const t = useT('site')
  const privacySections = usePrivacySections()
  return (
    <>
      <PageHero title={t('site.support.title')}>
        <p className="lead">
          <T
            id="site.support.lead"
            values={{ email: companyFacts.writeToUsEmail }}
            components={{
              mail: <a href={`mailto:${companyFacts.writeToUsEmail}`} />,
              link: <Link to={paths.writeToUs} />,
            }}
          />
        </p>
      </PageHero>
      <div className="container section stack">
        <FounderMessage />
        <PrivacyRights />
        <SafetyTips />
        <ReportProfile />
        <section>
          <h2>{t('site.support.privacyQuestions')}</h2>
          <EnglishBindingNote />
          <Accordion items={privacySections} mode="multiple" defaultOpen={[0]} />
        </section>
      </div>
    </>
  )
}
