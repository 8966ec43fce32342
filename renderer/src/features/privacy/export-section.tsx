import { useState } from 'react'
import { Button } from '../../components/button'
import { exportMyData, exportProfile } from './api'
import { downloadJson, exportFileName, messageOf } from './download'

/**
 * "Download my data": everything held about the profile as one JSON file. Members export their own account
 * and profile; staff export an office profile for its candidate (`profileId`).
 */
export function ExportButton({ profileId, label }: { profileId?: number; label: string }) {
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const run = async () => {
    setBusy(true)
    setError(null)
    setStatus(null)
    try {
      const data = await (profileId ? exportProfile(profileId) : exportMyData())
      const name = exportFileName(data)
      downloadJson(data, name)
      setStatus(`Downloaded ${name}. Keep it safe: it holds personal details.`)
    } catch (e) {
      setError(messageOf(e))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div>
      <Button busy={busy} busyLabel="Preparing the file…" onClick={() => void run()}>
        {label}
      </Button>
      {status && (
        <p className="form-success" role="status">
          {status}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

export function ExportSection() {
  return (
    <section className="card" aria-labelledby="export-title">
      <h2 id="export-title">Download my data</h2>
      <p>
        One file (JSON, readable by other services) with your account, profile, partner preferences, the links
        of your photos, your interests, shortlist and blocks, your consents, and who saw your contact details.
        Other members appear only by their profile number.
      </p>
      <ExportButton label="Download my data" />
    </section>
  )
}
