import { Accordion } from '../../components/accordion'
import { PageHero } from '../../components/page'
import { company } from '../../content/company'
import { privacySections } from '../../content/privacy-sections'

export function PrivacyScreen() {
  return (
    <>
      <PageHero title="Privacy Policy">
        <p className="lead">How we collect, use and protect the information you share with us.</p>
      </PageHero>
      <div className="container section">
        <Accordion items={privacySections} mode="multiple" defaultOpen={[0]} headingLevel={2} />
        <p className="muted">
          Copyright © {company.copyrightFrom}–{company.copyrightTo} {company.name}. All rights reserved.
        </p>
      </div>
    </>
  )
}
