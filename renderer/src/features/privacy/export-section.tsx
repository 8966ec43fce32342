import { useState } from 'react'
import { Button } from '../../components/button'
import { useT } from '../../i18n/use-t'
import { exportMyData, exportProfile } from './api'
import { downloadJson, exportFileName, messageOf } from './download'

/**
 * "Download my data": everything held about the profile as one JSON file. Members export their own account
 * and profile; staff export an office profile for its candidate (`profileId`).
 */
export function ExportButton({ profileId, label }: { profileId?: number; label: string }) {
  const t = useT('profile', 'messages')
  const [busy, setBusy] = useState(false)
  const [saved, setSaved] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const run = async () => {
    setBusy(true)
    setError(null)
    setSaved(null)
    try {
      const data = await (profileId ? exportProfile(profileId) : exportMyData())
      const name = exportFileName(data)
      downloadJson(data, name)
      setSaved(name)
    } catch (e) {
      setError(messageOf(e))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div>
      <Button busy={busy} busyLabel={t('profile.export.preparing')} onClick={() => void run()}>
        {label}
      </Button>
      {saved && (
        <p className="form-success" role="status">
          {t('profile.export.downloaded', { name: saved })}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {t.message(error)}
        </p>
      )}
    </div>
  )
}

export function ExportSection() {
  const t = useT('profile', 'messages')
  return (
    <section className="card" aria-labelledby="export-title">
      <h2 id="export-title">{t('profile.export.title')}</h2>
      <p>{t('profile.export.intro')}</p>
      <ExportButton label={t('profile.export.title')} />
    </section>
  )
}
