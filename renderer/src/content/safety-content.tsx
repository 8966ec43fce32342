import { useState } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '../../../shared/routes'
import { T, useT } from '../i18n/use-t'
import { companyFacts, marketingFacts } from './company'

// What the Customer support, Report Misuse and Be Safe Online pages share (texts in the site catalog).

export function FounderMessage() {
  const t = useT('site')
  const [expanded, setExpanded] = useState(false)
  return (
    <section className="card founder">
      <h2>{t('site.safety.founder.title')}</h2>
      <p>{t('site.safety.founder.text', { partners: t(marketingFacts.foundPartners) })}</p>
      {expanded && (
        <div id="founder-more">
          <p>{t('site.safety.founder.more1')}</p>
          <p>{t('site.safety.founder.more2')}</p>
        </div>
      )}
      <button
        type="button"
        className="link-button"
        aria-expanded={expanded}
        aria-controls="founder-more"
        onClick={() => setExpanded((e) => !e)}
      >
        {expanded ? t('site.safety.founder.readLess') : t('site.safety.founder.readMore')}
      </button>
    </section>
  )
}

export function PrivacyRights() {
  const t = useT('site')
  return (
    <section>
      <h2>{t('site.safety.rights.title')}</h2>
      <div className="grid grid-3">
        <div className="card">
          <h3>{t('site.safety.rights.personal')}</h3>
          <p>{t('site.safety.rights.personalText')}</p>
        </div>
        <div className="card">
          <h3>{t('site.safety.rights.contact')}</h3>
          <p>{t('site.safety.rights.contactText')}</p>
        </div>
        <div className="card">
          <h3>{t('site.safety.rights.chat')}</h3>
          <p>{t('site.safety.rights.chatText')}</p>
        </div>
      </div>
    </section>
  )
}

export function SafetyTips() {
  const t = useT('site')
  return (
    <section>
      <h2>{t('site.safety.tips.title')}</h2>
      <ul>
        <li>{t('site.safety.tips.bank')}</li>
        <li>{t('site.safety.tips.meet')}</li>
        <li>{t('site.safety.tips.money')}</li>
      </ul>
    </section>
  )
}

export function ReportProfile() {
  const t = useT('site')
  return (
    <section className="card">
      <h2>{t('site.safety.reportProfile.title')}</h2>
      <p>
        <T
          id="site.safety.reportProfile.text"
          values={{ email: companyFacts.writeToUsEmail }}
          components={{
            mail: <a href={`mailto:${companyFacts.writeToUsEmail}`} />,
            link: <Link to={paths.writeToUs} />,
          }}
        />
      </p>
      <p>{t('site.safety.reportProfile.authorities')}</p>
    </section>
  )
}
