import { useEffect, useId, useState } from 'react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { BlocksResponse } from '../../../../shared/api-connections'
import { msg } from '../../../../shared/messages'
import { paths } from '../../../../shared/routes'
import { Button } from '../../components/button'
import { usePageTitle } from '../../components/page'
import { T, useT } from '../../i18n/use-t'
import { ApiError } from '../../lib/api-client'
import { ActingSelect } from '../../components/acting-select'
import { loadBlocks, loadSettings, saveSettings, unblockProfile } from './api'

const messageOf = (e: unknown) => (e instanceof ApiError ? e.message : msg.unexpected)

/** The account's switch for e-mails about new interests and answers (the in-app counter stays). */
function EmailSwitch() {
  const t = useT('discover', 'messages')
  const [on, setOn] = useState<boolean | null>(null)
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const hint = useId()
  useEffect(() => {
    loadSettings()
      .then((s) => setOn(s.emailNotifications))
      .catch((e: unknown) => setError(messageOf(e)))
  }, [])
  const change = async (next: boolean) => {
    setBusy(true)
    setError(null)
    try {
      setOn((await saveSettings({ emailNotifications: next })).emailNotifications)
      setStatus(next ? t('discover.settings.emailsOn') : t('discover.settings.emailsOff'))
    } catch (e) {
      setError(messageOf(e))
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className="card" aria-labelledby="email-title">
      <h2 id="email-title">{t('discover.settings.emailTitle')}</h2>
      {on === null && !error && <p role="status">{t('common.loading')}</p>}
      {on !== null && (
        <label className="checkbox">
          <input
            type="checkbox"
            checked={on}
            disabled={busy}
            aria-describedby={hint}
            onChange={(e) => void change(e.target.checked)}
          />{' '}
          {t('discover.settings.emailMe')}
        </label>
      )}
      <p className="field-hint" id={hint}>
        {busy ? t('discover.saving') : t('discover.settings.emailHint')}
      </p>
      {status && (
        <p className="form-success" role="status">
          {status}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {t.message(error)}
        </p>
      )}
    </section>
  )
}

function BlockedList() {
  const t = useT('discover', 'messages')
  const [blocks, setBlocks] = useState<BlocksResponse['blocks'] | null>(null)
  const [busy, setBusy] = useState<number | null>(null)
  const [status, setStatus] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    loadBlocks()
      .then((r) => setBlocks(r.blocks))
      .catch((e: unknown) => setError(messageOf(e)))
  }, [])
  const unblock = async (profileId: number) => {
    setBusy(profileId)
    setError(null)
    try {
      setStatus((await unblockProfile(profileId)).message)
      setBlocks((list) => (list ?? []).filter((b) => b.profileId !== profileId))
    } catch (e) {
      setError(messageOf(e))
    } finally {
      setBusy(null)
    }
  }
  return (
    <>
      {!blocks && !error && <p role="status">{t('common.loading')}</p>}
      {blocks && !blocks.length && <p>{t('discover.settings.noneBlocked')}</p>}
      {blocks && blocks.length > 0 && (
        <ul className="people-list">
          {blocks.map((b) => (
            <li key={b.profileId} className="form-actions">
              <span>
                {t('discover.settings.blockedOn', {
                  name: b.firstName,
                  userId: b.userId,
                  date: t.date(b.at, { dateStyle: 'medium' }),
                })}
              </span>
              <Button
                variant="secondary"
                busy={busy === b.profileId}
                busyLabel={t('discover.settings.unblocking')}
                onClick={() => void unblock(b.profileId)}
                aria-label={t('discover.settings.unblockName', { name: b.firstName })}
              >
                {t('discover.settings.unblock')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {status && (
        <p className="form-success" role="status">
          {status}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {t.message(error)}
        </p>
      )}
    </>
  )
}

/** E-mail notifications and blocked profiles; `children`: more sections (the member's data rights). */
export function SettingsScreen({ children }: { children?: ReactNode }) {
  const t = useT('discover', 'messages')
  usePageTitle(t('discover.settings.title'))
  return (
    <div className="container section stack">
      <div>
        <h1>{t('discover.settings.title')}</h1>
        <p className="lead">
          <T id="discover.settings.intro" components={{ link: <Link to={paths.profileViewers} /> }} />
        </p>
      </div>
      <EmailSwitch />
      <section className="card" aria-labelledby="blocked-title">
        <h2 id="blocked-title">{t('discover.settings.blockedTitle')}</h2>
        <p>{t('discover.settings.blockedText')}</p>
        <p>{t('discover.settings.blockedPublic')}</p>
        <ActingSelect>
          <BlockedList />
        </ActingSelect>
      </section>
      {children}
    </div>
  )
}
