import { Link } from 'react-router-dom'
import { paths } from '../../../../shared/routes'
import { PageHero } from '../../components/page'
import { company } from '../../content/company'
import { FounderMessage, ReportProfile, SafetyTips } from '../../content/safety-content'

export function ReportScreen() {
  return (
    <>
      <PageHero title="Report Misuse">
        <p className="lead">
          Saw a fake profile, a request for money or abusive messages? Tell us and we will act within a day.
        </p>
      </PageHero>
      <div className="container section stack">
        <ReportProfile />
        <section>
          <h2>How to report</h2>
          <ol>
            <li>Note the profile id shown on the profile or in the search results.</li>
            <li>
              Write to <a href={`mailto:${company.writeToUsEmail}`}>{company.writeToUsEmail}</a> or use the{' '}
              <Link to={paths.writeToUs}>Write to Us form</Link>, and describe what happened.
            </li>
            <li>We review the profile, may block or suspend it, and reply to you with what we did.</li>
          </ol>
        </section>
        <SafetyTips />
        <FounderMessage />
      </div>
    </>
  )
}
