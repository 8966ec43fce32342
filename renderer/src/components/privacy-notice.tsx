import { Suspense, useEffect, useId, useState } from 'react'
import { LOCALES, localeNames } from '../../../shared/i18n'
import type { Locale } from '../../../shared/i18n'
import type { NoticeResponse, NoticeShown } from '../../../shared/notice'
import { useT } from '../i18n/use-t'
import { loadNotice } from '../lib/notice-api'
import { Button } from './button'
import { NoticeBody } from './notice-body'
import './privacy-notice.css'

interface Props {
  /** Told the version and the language on screen, so that the consent which follows records them. */
  onShown?: (shown: NoticeShown | null) => void
  /** The office's printout for a candidate: their consent code under the notice, and a Print button. */
  consentCode?: { code: string; name: string }
  /** A long notice inside a dialog scrolls in its own box (reachable by keyboard). */
  compact?: boolean
}

/**
 * The privacy notice (DPDP Rules 2025, rule 3), shown on its own before a consent: in English, Hindi or Tamil
 * at the reader's choice (starting in the screen's language), with the version in force and the grievance
 * officer's contact from the server.
 */
export function PrivacyNotice(props: Props) {
  // Its texts may still be on their way: only the notice waits for them, never the form around it.
  return (
    <Suspense fallback={<div className="privacy-notice" aria-busy="true" />}>
      <NoticeWithChoice {...props} />
    </Suspense>
  )
}

function NoticeWithChoice({ onShown, consentCode, compact = false }: Props) {
  const t = useT('notice')
  const headingId = useId()
  const [language, setLanguage] = useState<Locale>(t.locale)
  const [notice, setNotice] = useState<NoticeResponse | null>(null)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let live = true
    setFailed(false)
    loadNotice()
      .then((n) => live && setNotice(n))
      .catch(() => live && setFailed(true))
    return () => {
      live = false
    }
  }, [attempt])

  useEffect(() => {
    onShown?.(notice ? { version: notice.version, language } : null)
  }, [notice, language, onShown])

  // In print, only the notice: the site's header, footer and the form stay on screen.
  useEffect(() => {
    if (!consentCode) return undefined
    document.body.classList.add('printing-notice')
    return () => document.body.classList.remove('printing-notice')
  }, [consentCode])

  return (
    <section
      className={`privacy-notice${compact ? ' compact' : ''}`}
      aria-busy={!notice && !failed}
      aria-labelledby={notice ? headingId : undefined}
      aria-label={notice ? undefined : t('notice.title')}
    >
      <div className="notice-languages" role="group" aria-labelledby={`${headingId}-read-in`}>
        <span className="notice-read-in" id={`${headingId}-read-in`}>
          {t('notice.readIn')}:
        </span>
        {LOCALES.map((locale) => (
          <button
            key={locale}
            type="button"
            className="link-button"
            lang={locale}
            aria-pressed={locale === language}
            onClick={() => setLanguage(locale)}
          >
            {localeNames[locale]}
          </button>
        ))}
      </div>
      {failed ? (
        <p className="form-error" role="alert">
          {t('notice.failed')}{' '}
          <Button variant="secondary" onClick={() => setAttempt((a) => a + 1)}>
            {t('notice.retry')}
          </Button>
        </p>
      ) : !notice ? (
        <p className="field-hint">{t('notice.loading')}</p>
      ) : (
        <div
          className="notice-text"
          lang={language}
          // A box that scrolls must be reachable by keyboard.
          tabIndex={compact ? 0 : undefined}
        >
          <Suspense fallback={<p className="field-hint">{t('notice.loading')}</p>}>
            <NoticeBody language={language} notice={notice} headingId={headingId} consentCode={consentCode} />
          </Suspense>
        </div>
      )}
      {consentCode && notice && (
        <p className="notice-print">
          <Button onClick={() => window.print()}>{t('notice.print')}</Button>
        </p>
      )}
    </section>
  )
}
