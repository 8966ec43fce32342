import { Link } from 'react-router-dom'
import { storageKeys, paths } from '../../../../shared/routes'
import { PageHero } from '../../components/page'

export function CookiePolicyScreen() {
  return (
    <>
      <PageHero title="Cookie Policy">
        <p className="lead">What we store in your browser, and why.</p>
      </PageHero>
      <article className="container section legal">
        <h2>What we store</h2>
        <ul>
          <li>
            <code>{storageKeys.token}</code> and <code>{storageKeys.email}</code>: keep you logged in. Without
            “Keep me logged in” they are removed when you close the browser.
          </li>
          <li>
            Drafts of forms you are filling in, so a reload loses nothing. They are removed when you submit or
            log out.
          </li>
          <li>Your answers on search results (interested, maybe, no), so you see them again next time.</li>
        </ul>
        <h2>What we do not store</h2>
        <p>We use no advertising or third-party tracking cookies, and our captcha runs on our own servers.</p>
        <h2>Your control</h2>
        <p>
          Log out to remove your session and drafts, or clear this site’s data in your browser settings. See
          also our <Link to={paths.privacy}>Privacy Policy</Link>.
        </p>
      </article>
    </>
  )
}
