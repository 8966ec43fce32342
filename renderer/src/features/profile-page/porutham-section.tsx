import type { PoruthamView } from '../../../../shared/api'
import { useT } from '../../i18n/use-t'
import { missingDetails } from './guna-texts'
import { poruthamName, poruthamReason } from './porutham-texts'

/** The ten poruthams of the viewer's profile with this one: each matched or not with its reason, the verdict. */
export function PoruthamSection({ poruthams }: { poruthams: PoruthamView }) {
  const t = useT('discover', 'options')
  if (poruthams.status === 'not-enough-details')
    return <p>{t('discover.porutham.notEnough', { missing: missingDetails(t, poruthams.missing) })}</p>
  const decidingFails = poruthams.poruthams.some((p) => p.deciding && !p.matched)
  const verdict =
    poruthams.verdict === 'good'
      ? t('discover.porutham.verdict.good')
      : poruthams.verdict === 'average'
        ? t('discover.porutham.verdict.average')
        : decidingFails
          ? t('discover.porutham.verdict.deciding')
          : t('discover.porutham.verdict.few')
  return (
    <>
      <p className="guna-total">
        <strong>{t('discover.porutham.count', { matched: poruthams.matched })}</strong>
      </p>
      <p className={poruthams.verdict === 'not-matched' ? 'badge badge-warn' : 'badge'}>{verdict}</p>
      <table className="table">
        <caption className="visually-hidden">{t('discover.porutham.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('discover.porutham.porutham')}</th>
            <th scope="col">{t('discover.porutham.why')}</th>
          </tr>
        </thead>
        <tbody>
          {poruthams.poruthams.map((p) => (
            <tr key={p.name}>
              <th scope="row">
                {poruthamName(t, p.name)}
                {p.deciding && <span className="field-hint"> {t('discover.porutham.deciding')}</span>}
                {/* Whether it is matched sits under the name, so that two columns fit a 320 px screen. */}
                <span className={p.matched ? 'porutham-yes' : 'porutham-no'}>
                  {p.matched ? t('discover.porutham.yes') : t('discover.porutham.no')}
                </span>
              </th>
              <td>{poruthamReason(t, p.reason) ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="field-hint">{t('discover.porutham.ruleSet')}</p>
    </>
  )
}
