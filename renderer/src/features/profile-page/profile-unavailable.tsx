import { Link } from 'react-router-dom'
import { msg } from '../../../../shared/messages'
import { paths } from '../../../../shared/routes'
import { usePageTitle } from '../../components/page'
import { useT } from '../../i18n/use-t'

// A profile page that cannot be shown, apart from the page itself: the message table and the messages' texts
// (a Hindi or Tamil page's 8.6 KiB) come only with a failure, not with every profile's first screen.

/** A failure to read the page: its heading and what went wrong, in the language on screen. */
export function LoadFailed({ error }: { error: string }) {
  const t = useT('discover', 'messages')
  return (
    <>
      <h1>{t('discover.profile.title')}</h1>
      <p className="form-error" role="alert">
        {t.message(error)}
      </p>
    </>
  )
}

export function NotAvailable() {
  const t = useT('discover', 'messages')
  const title = t.message(msg.profileNotAvailable)
  usePageTitle(title)
  return (
    <div className="container section">
      <h1>{title}</h1>
      <p>{t('discover.profile.notAvailable')}</p>
      <p>
        <Link className="btn btn-primary" to={paths.search}>
          {t('discover.profile.backToSearch')}
        </Link>
      </p>
    </div>
  )
}
