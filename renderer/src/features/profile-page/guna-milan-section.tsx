import type { GunaMilanView } from '../../../../shared/api'
import type { MessageId } from '../../i18n/keys'
import { useT } from '../../i18n/use-t'
import { kootaName, missingDetails, ruleSetText, translateReason } from './guna-texts'

const yours: Record<string, MessageId> = {
  yes: 'discover.guna.manglik.youYes',
  no: 'discover.guna.manglik.youNo',
}
const theirs: Record<string, MessageId> = {
  yes: 'discover.guna.manglik.theyYes',
  no: 'discover.guna.manglik.theyNo',
}

/** The Ashtakoot breakdown of the viewer's profile with this one; manglik beside it, never in the 36. */
export function GunaMilanSection({
  guna,
  manglik,
}: {
  guna: GunaMilanView | null | undefined
  manglik: { yours: string; theirs: string } | null | undefined
}) {
  const t = useT('discover', 'options')
  if (!guna) return null
  return (
    <section className="card" aria-labelledby="guna-title">
      <h2 id="guna-title">{t('discover.guna.title')}</h2>
      {guna.status === 'not-enough-details' ? (
        <p>{t('discover.guna.notEnough', { missing: missingDetails(t, guna.missing) })}</p>
      ) : (
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
                  <td>{translateReason(t, k.reason) ?? k.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="field-hint">
            {t('discover.guna.ruleSet', { ruleSet: ruleSetText(t, guna.ruleSet) })}
          </p>
        </>
      )}
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
