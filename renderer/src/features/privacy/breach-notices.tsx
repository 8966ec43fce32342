import { useEffect, useState } from 'react'
import type { BreachNoticeView } from '../../../../shared/breach'
import { Button } from '../../components/button'
import { useT } from '../../i18n/use-t'
import { dismissBreachNotice, loadBreachNotices } from './breach-api'
import { messageOf } from './download'
import './privacy.css'

// A personal-data breach notice on the next visit of everyone it affected (DPDP Rules 2025, rule 7): the
// server writes it in the language on screen; it stays at the top of every page until the person closes it.

export function BreachNotices() {
  const t = useT('app', 'messages')
  const [notices, setNotices] = useState<BreachNoticeView[]>([])
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    loadBreachNotices()
      .then((r) => live && setNotices(r.notices))
      .catch(() => undefined) // the page works without it; the e-mail has the same notice
    return () => {
      live = false
    }
  }, [t])
  const dismiss = async (id: number) => {
    try {
      await dismissBreachNotice(id)
      setNotices((list) => list.filter((n) => n.id !== id))
    } catch (e) {
      setError(messageOf(e))
    }
  }
  if (!notices.length) return null
  return (
    <div className="container section stack breach-notices">
      {notices.map((n) => (
        <div
          key={n.id}
          className="card stack breach-notice"
          role="region"
          aria-label={n.subject}
          lang={n.language}
        >
          <p>
            <strong>{n.subject}</strong>
          </p>
          <p>{n.intro}</p>
          <dl>
            {n.sections.map((s) => (
              <div key={s.heading}>
                <dt>{s.heading}</dt>
                <dd>{s.text}</dd>
              </div>
            ))}
          </dl>
          <p>{n.officer}</p>
          {error && (
            <p className="form-error" role="alert">
              {t.message(error)}
            </p>
          )}
          <div>
            <Button variant="secondary" onClick={() => void dismiss(n.id)}>
              {t('app.breach.dismiss')}
            </Button>
          </div>
        </div>
      ))}
    </div>
  )
}
