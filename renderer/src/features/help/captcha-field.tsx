import { useEffect, useRef, useState } from 'react'
import 'altcha'
import type {} from 'altcha/types/react'
import { apiBaseUrl } from '../../lib/platform'

/** The self-hosted ALTCHA widget; reports the payload once solved (DESIGN.md deviation 6). */
export function CaptchaField({ onChange, error }: { onChange: (payload: string) => void; error?: string }) {
  const ref = useRef<HTMLElement>(null)
  const [verified, setVerified] = useState(false)
  const report = useRef(onChange)
  useEffect(() => {
    report.current = onChange
  })

  useEffect(() => {
    const widget = ref.current
    if (!widget) return
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail
      const ok = state === 'verified'
      setVerified(ok)
      report.current(ok && payload ? payload : '')
    }
    widget.addEventListener('statechange', onState)
    return () => widget.removeEventListener('statechange', onState)
  }, [])

  const challenge = new URL('captcha/challenge', new URL(apiBaseUrl, window.location.href)).toString()
  return (
    <div className={`field captcha${error ? ' has-error' : ''}`}>
      <altcha-widget ref={ref} challenge={challenge} theme="default" type="checkbox" display="standard" />
      {verified && (
        <p className="form-success" role="status">
          Captcha Verified!
        </p>
      )}
      {error && !verified && <p className="field-error">{error}</p>}
    </div>
  )
}
