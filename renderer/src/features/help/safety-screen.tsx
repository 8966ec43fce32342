import { PageHero } from '../../components/page'
import { company } from '../../content/company'
import { FounderMessage, PrivacyRights, ReportProfile, SafetyTips } from '../../content/safety-content'

export function SafetyScreen() {
  return (
    <>
      <PageHero title="Be Safe Online">
        <p className="lead">
          Your safety comes first. Write to us by e-mail at{' '}
          <a href={`mailto:${company.writeToUsEmail}`}>{company.writeToUsEmail}</a>.
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
