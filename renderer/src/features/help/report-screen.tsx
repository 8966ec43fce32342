import { Link } from 'react-router-dom'
import { paths } from '../../../../shared/routes'
import { PageHero } from '../../components/page'
import { companyFacts } from '../../content/company'
import { FounderMessage, ReportProfile, SafetyTips } from '../../content/safety-content'
import { T, useT } from '../../i18n/use-t'

export function ReportScreen() {
  const t = useT('site')
  return (
    <>
      <PageHero title={t('site.report.title')}>
        <p className="lead">{t('site.report.lead')}</p>
      </PageHero>
      <div className="container section stack">
        <ReportProfile />
        <section>
          <h2>{t('site.report.howTo')}</h2>
          <ol>
            <li>{t('site.report.step1')}</li>
            <li>
              <T
                id="site.report.step2"
                values={{ email: companyFacts.writeToUsEmail }}
                components={{
                  mail: <a href={`mailto:${companyFacts.writeToUsEmail}`} />,
                  link: <Link to={paths.writeToUs} />,
                }}
              />
            </li>
            <li>{t('site.report.step3')}</li>
          </ol>
        </section>
        <SafetyTips />
        <FounderMessage />
      </div>
    </>
  )
}
