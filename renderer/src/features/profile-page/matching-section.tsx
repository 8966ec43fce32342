import type { ProfileView } from '../../../../shared/api'
import { Tabs } from '../../components/tabs'
import type { MessageId } from '../../i18n/keys'
import { useT } from '../../i18n/use-t'
import { GunaMilanBody } from './guna-milan-section'
import { PoruthamSection } from './porutham-section'

const yours: Record<string, MessageId> = {
  yes: 'discover.guna.manglik.youYes',
  no: 'discover.guna.manglik.youNo',
}
const theirs: Record<string, MessageId> = {
  yes: 'discover.guna.manglik.theyYes',
  no: 'discover.guna.manglik.theyNo',
}

/**
 * How the viewer's horoscope matches this one: guna milan and the ten poruthams side by side as tabs, the
 * family's preferred one first open (Tamil, Telugu, Kannada and Malayalam families: the poruthams).
 */
export function MatchingSection({ profile }: { profile: ProfileView }) {
  const t = useT('discover', 'options')
  const { gunaMilan: guna, poruthams, manglik } = profile
  if (!guna) return null
  const items = [{ label: t('discover.guna.title'), content: <GunaMilanBody guna={guna} /> }]
  if (poruthams)
    items.push({ label: t('discover.porutham.title'), content: <PoruthamSection poruthams={poruthams} /> })
  return (
    <section className="card" aria-labelledby="matching-title">
      <h2 id="matching-title">{t('discover.match.tabs')}</h2>
      <Tabs
        items={items}
        label={t('discover.match.tabs')}
        defaultIndex={profile.matchingStyle === 'porutham' && poruthams ? 1 : 0}
      />
      {manglik && (
        <p>
          {t('discover.guna.manglik', {
            yours: t(yours[manglik.yours] ?? 'discover.guna.manglik.youUnknown'),
            theirs: t(theirs[manglik.theirs] ?? 'discover.guna.manglik.theyUnknown'),
          })}
        </p>
      )}
    </section>
  )
}
