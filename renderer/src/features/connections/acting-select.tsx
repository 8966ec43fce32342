import { Fragment, useEffect, useId, useState } from 'react'
import type { ReactNode } from 'react'
import { useAtom, useAtomValue } from 'jotai'
import type { ActingProfilesResponse } from '../../../../shared/api'
import { msg } from '../../../../shared/messages'
import { useT } from '../../i18n/use-t'
import { ApiError } from '../../lib/api-client'
import { sessionAtom } from '../../lib/session'
import { actingProfileIdAtom, loadActingProfiles } from '../../lib/shortlist-api'
import './connections.css'

type Profiles = ActingProfilesResponse['profiles']

/**
 * Connections are between profiles. A member acts for their own, so the children show at once; office staff
 * first choose which of their office's published profiles they act for (remembered for the session), and the
 * children load again when the choice changes. Used by Inbox, Shortlist, Settings, Who viewed and the
 * profile page's actions: the connections screens share it, as they share their server domain.
 */
export function ActingSelect({ label, children }: { label?: string; children: ReactNode }) {
  const t = useT('discover', 'messages')
  const session = useAtomValue(sessionAtom)
  const [acting, setActing] = useAtom(actingProfileIdAtom)
  const [profiles, setProfiles] = useState<Profiles | null>(null)
  const [error, setError] = useState<string | null>(null)
  const id = useId()
  const staff = session?.role === 'staff'

  useEffect(() => {
    if (!staff) return
    let live = true
    loadActingProfiles()
      .then((r) => live && setProfiles(r.profiles))
      .catch((e: unknown) => live && setError(e instanceof ApiError ? e.message : msg.unexpected))
    return () => {
      live = false
    }
  }, [staff])

  // The remembered choice if it is still in the list, else the first profile.
  const chosen = profiles?.some((p) => p.id === acting) ? acting : (profiles?.[0]?.id ?? null)
  useEffect(() => {
    if (profiles && chosen !== acting) setActing(chosen)
  }, [profiles, chosen, acting, setActing])

  if (!staff) return children
  if (error)
    return (
      <p className="form-error" role="alert">
        {t.message(error)}
      </p>
    )
  if (!profiles) return <p role="status">{t('discover.acting.loading')}</p>
  if (!profiles.length) return <p>{t('discover.acting.none')}</p>
  return (
    <>
      <div className="field acting-select">
        <label className="field-label" htmlFor={id}>
          {label ?? t('discover.acting.label')}
        </label>
        <select
          id={id}
          className="input"
          value={acting ?? ''}
          onChange={(e) => setActing(Number(e.target.value))}
          aria-describedby={`${id}-hint`}
        >
          {profiles.map((p) => (
            <option key={p.id} value={p.id}>
              {p.unread
                ? t('discover.acting.optionUnread', { name: p.firstName, userId: p.userId, count: p.unread })
                : `${p.firstName} (${p.userId})`}
            </option>
          ))}
        </select>
        <p className="field-hint" id={`${id}-hint`}>
          {t('discover.acting.hint')}
        </p>
      </div>
      {acting !== null && acting === chosen && <Fragment key={acting}>{children}</Fragment>}
    </>
  )
}
