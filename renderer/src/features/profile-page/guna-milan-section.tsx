import type { GunaMilanView } from '../../../../shared/api'
import type { KootaName } from '../../../../shared/matching/ashtakoot-tables'
import type { MessageId } from '../../i18n/keys'
import { useT } from '../../i18n/use-t'
import { kootaName, missingDetails, ruleSetText, translateReason } from './guna-texts'

// What each koota looks at, in a sentence, beside its points and reason.
const aboutIds: Record<KootaName, MessageId> = {
  Varna: 'discover.guna.about.varna',
  Vashya: 'discover.guna.about.vashya',
  Tara: 'discover.guna.about.tara',
  Yoni: 'discover.guna.about.yoni',
  'Graha Maitri': 'discover.guna.about.grahaMaitri',
  Gana: 'discover.guna.about.gana',
  Bhakoot: 'discover.guna.about.bhakoot',
  Nadi: 'discover.guna.about.nadi',
}

/** The Ashtakoot breakdown of the viewer's profile with this one (manglik is shown beside it, never in the 36). */
export function GunaMilanBody({ guna }: { guna: GunaMilanView }) {
  const t = useT('discover', 'options')
  if (guna.status === 'not-enough-details')
    return <p>{t('discover.guna.notEnough', { missing: missingDetails(t, guna.missing) })}</p>
  return (
    <>
      <p className="guna-total">
        <strong>{t('discover.guna.total', { total: guna.total, max: guna.max })}</strong>
        {guna.nadiDosha && ` · ${t('discover.guna.nadiDosha')}`}
        {guna.bhakootDosha && ` · ${t('discover.guna.bhakootDosha')}`}
      </p>
      <table className="table">
        <caption className="visually-hidden">{t('discover.guna.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('discover.guna.koota')}</th>
            <th scope="col">{t('discover.guna.points')}</th>
            <th scope="col">{t('discover.guna.why')}</th>
          </tr>
        </thead>
        <tbody>
          {guna.kootas.map((k) => (
            <tr key={k.name}>
              <th scope="row">{kootaName(t, k.name)}</th>
              <td>
                {k.points} / {k.max}
              </td>
              <td>
                {k.name in aboutIds && (
                  <span className="koota-about">{t(aboutIds[k.name as KootaName])} </span>
                )}
                {translateReason(t, k.reason) ?? k.reason}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="field-hint">{t('discover.guna.ruleSet', { ruleSet: ruleSetText(t, guna.ruleSet) })}</p>
    </>
  )
}
