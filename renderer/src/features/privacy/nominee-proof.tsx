import type { GrievanceItem } from '../../../../shared/privacy'
import { useT } from '../../i18n/use-t'

/** A nominee's request: who named them, whether their proof is checked, and the box to record it. */
export function NomineeProof({
  item,
  checked,
  onChange,
}: {
  item: GrievanceItem
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  const t = useT('notice')
  if (item.proof === 'none') return null
  return (
    <div className="stack">
      <p className={`badge${item.proof === 'awaiting' ? ' badge-warn' : ''}`}>
        {item.proof === 'awaiting'
          ? t('notice.grievance.proofAwaiting')
          : t('notice.grievance.proofReceived')}
      </p>
      <p>
        {item.nominatedBy
          ? t('notice.grievance.nominatedBy', { email: item.nominatedBy })
          : t('notice.grievance.notNominated')}
      </p>
      {item.proof === 'awaiting' && (
        <label className="checkbox">
          <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />{' '}
          {t('notice.grievance.recordProof')}
        </label>
      )}
    </div>
  )
}
