import type { NoticeShown } from '../../../../shared/notice'
import { PrivacyNotice } from '../../components/privacy-notice'
import { useT } from '../../i18n/use-t'

/** Settings: the privacy notice in force, in the reader's choice of language. */
export function NoticeSection({ onShown }: { onShown: (shown: NoticeShown | null) => void }) {
  const t = useT('notice')
  return (
    <section className="card" aria-label={t('notice.settingsHeading')}>
      <p>{t('notice.settingsLead')}</p>
      <PrivacyNotice compact onShown={onShown} />
    </section>
  )
}
