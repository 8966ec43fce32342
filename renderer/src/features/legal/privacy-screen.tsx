import { Accordion } from '../../components/accordion'
import { PageHero } from '../../components/page'
import { company } from '../../content/company'
import { usePrivacySections } from '../../content/privacy-sections'
import { useT } from '../../i18n/use-t'
import { EnglishBindingNote } from '../../components/english-binding-note'
import { GrievanceOfficer } from './grievance-officer'

export function PrivacyScreen() {
  const t = useT('site')
  const privacySections = usePrivacySections()
  return (
    <>
      <PageHero title={t('site.privacy.title')}>
        <p className="lead">{t('site.privacy.lead')}</p>
      </PageHero>
      <div className="container section">
        <EnglishBindingNote />
        <Accordion items={privacySections} mode="multiple" defaultOpen={[0]} headingLevel={2} />
        <GrievanceOfficer />
        <p className="muted">
          {t('site.privacy.copyright', {
            from: String(company.copyrightFrom),
            to: String(company.copyrightTo),
            name: company.name,
          })}
        </p>
      </div>
    </>
  )
}
