import { PageHero } from '../../components/page'
import { companyFacts } from '../../content/company'
import { FounderMessage, PrivacyRights, ReportProfile, SafetyTips } from '../../content/safety-content'
import { T, useT } from '../../i18n/use-t'

export function SafetyScreen() {
  const t = useT('site')
  return (
    <>
      <PageHero title={t('site.safety.title')}>
        <p className="lead">
          <T
            id="site.safety.lead"
            values={{ email: companyFacts.writeToUsEmail }}
            components={{ mail: <a href={`mailto:${companyFacts.writeToUsEmail}`} /> }}
          />
        </p>
      </PageHero>
      <div className="container section stack">
        <FounderMessage />
        <PrivacyRights />
        <SafetyTips />
        <ReportProfile />
      </div>
    </>
  )
}
