import { useEffect, useState } from 'react'
import type { GrievanceOfficer as Officer } from '../../../../shared/notice'
import { useT } from '../../i18n/use-t'
import { loadNotice } from '../../lib/notice-api'

/** The grievance officer's name and contact, as the server is configured (the privacy notice names them too). */
export function GrievanceOfficer() {
  const t = useT('notice')
  const [officer, setOfficer] = useState<Officer | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let live = true
    loadNotice()
      .then((n) => live && setOfficer(n.officer))
      .catch(() => live && setFailed(true))
    return () => {
      live = false
    }
  }, [])
  return (
    <section className="card" aria-labelledby="grievance-officer">
      <h2 id="grievance-officer">{t('notice.officerHeading')}</h2>
      {officer ? (
        <p className="notice-officer">{t('notice.officer', { ...officer })}</p>
      ) : failed ? (
        <p className="form-error" role="alert">
          {t('notice.failed')}
        </p>
      ) : (
        <p className="field-hint">{t('notice.loading')}</p>
      )}
      <p>{t('notice.board')}</p>
    </section>
  )
}
