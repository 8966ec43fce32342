import { useEffect, useState } from 'react'
import type { StaffMember, StaffResponse } from '../../../../shared/privacy'
import { usePageTitle } from '../../components/page'
import { useT } from '../../i18n/use-t'
import { loadStaff } from './api'
import { AuditSection } from './audit-section'
import { messageOf } from './download'
import { StaffSection } from './staff-section'
import './privacy.css'

/** The office admin's page: the office's staff accounts and its audit log. Other staff read why not. */
export function OfficeAdminScreen() {
  const t = useT('profile', 'messages')
  usePageTitle(t('profile.officeAdmin.title'))
  const [data, setData] = useState<StaffResponse | null>(null)
  const [error, setError] = useState<string | null>(null)
  const reload = () => loadStaff().then(setData)
  useEffect(() => {
    reload().catch((e: unknown) => setError(messageOf(e)))
  }, [])
  const changed = (staff: StaffMember) =>
    setData((d) =>
      d
        ? {
            ...d,
            staff: d.staff.some((m) => m.id === staff.id)
              ? d.staff.map((m) => (m.id === staff.id ? staff : m))
              : [...d.staff, staff],
          }
        : d,
    )
  return (
    <div className="container section stack">
      <div>
        <h1>{t('profile.officeAdmin.title')}</h1>
        <p className="lead">{t('profile.officeAdmin.lead')}</p>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {t.message(error)}
        </p>
      )}
      {!data && !error && <p role="status">{t('profile.officeAdmin.loading')}</p>}
      {data && <StaffSection data={data} onChange={changed} onReload={reload} />}
      {data && <AuditSection staff={data.staff} />}
    </div>
  )
}
