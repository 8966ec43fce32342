import { Link } from 'react-router-dom'
import { paths } from '../../../../shared/routes'
import { PageHero } from '../../components/page'
import { T, useT } from '../../i18n/use-t'

const tips = [
  ['site.privacyTips.photos', 'site.privacyTips.photosText'],
  ['site.privacyTips.number', 'site.privacyTips.numberText'],
  ['site.privacyTips.talk', 'site.privacyTips.talkText'],
  ['site.privacyTips.check', 'site.privacyTips.checkText'],
  ['site.privacyTips.money', 'site.privacyTips.moneyText'],
] as const

// Practical advice rather than a legal text: translated in full.
export function PrivacyTipsScreen() {
  const t = useT('site')
  return (
    <>
      <PageHero title={t('site.privacyTips.title')}>
        <p className="lead">{t('site.privacyTips.lead')}</p>
      </PageHero>
      <div className="container section">
        <ol className="grid grid-2">
          {tips.map(([title, text]) => (
            <li key={title} className="card">
              <h2>{t(title)}</h2>
              <p>{t(text)}</p>
            </li>
          ))}
        </ol>
        <p>
          <T
            id="site.privacyTips.more"
            components={{ privacy: <Link to={paths.privacy} />, safe: <Link to={paths.online} /> }}
          />
        </p>
      </div>
    </>
  )
}
