import { Link } from 'react-router-dom'
import { paths } from '../../../../shared/routes'
import { Accordion } from '../../components/accordion'
import { PageHero } from '../../components/page'
import { company } from '../../content/company'
import { privacySections } from '../../content/privacy-sections'
import { FounderMessage, PrivacyRights, ReportProfile, SafetyTips } from '../../content/safety-content'

export function CustomerSupportScreen() {
  return (
    <>
      <PageHero title="Customer Support">
        <p className="lead">
          Write to us at <a href={`mailto:${company.writeToUsEmail}`}>{company.writeToUsEmail}</a> or use the{' '}
          <Link to={paths.writeToUs}>Write to Us form</Link>. We answer within one working day.
        </p>
      </PageHero>
      <div className="container section stack">
        <FounderMessage />
        <PrivacyRights />
        <SafetyTips />
        <ReportProfile />
        <section>
          <h2>Privacy questions</h2>
          <Accordion items={privacySections} mode="multiple" defaultOpen={[0]} />
        </section>
      </div>
    </>
  )
}
