import { Link } from 'react-router-dom'
import type { ManagedProfile } from '../../../../shared/api'
import { paths } from '../../../../shared/routes'
import { Button } from '../../components/button'
import { T, useT } from '../../i18n/use-t'

/** How the wizard ended: published, or waiting for the candidate (the link's address, or the code handed over). */
export type Finish = { kind: 'published' } | { kind: 'waiting'; sentTo: string | null; code: string | null }

/** The wizard's last page: what happens now, and where to go from here (never a second registration). */
export function WizardFinish({
  finish,
  profile,
  name,
}: {
  finish: Finish
  profile: ManagedProfile
  name: string
}) {
  const t = useT('profile')
  return (
    <section className="card wizard-finish" aria-labelledby="wizard-next">
      <h2 id="wizard-next">{t('profile.wizard.whatNext')}</h2>
      {finish.kind === 'published' ? (
        <>
          <p>{t('profile.wizard.doneLead', { id: profile.userId })}</p>
          <p>{t('profile.wizard.doneNext')}</p>
        </>
      ) : (
        <>
          {finish.sentTo ? (
            <p className="form-success" role="status">
              {t('profile.wizard.waitingLink', { name, email: finish.sentTo })}
            </p>
          ) : (
            !finish.code && <p>{t('profile.status.waiting', { name })}</p>
          )}
          {finish.code && (
            <div className="consent-code">
              <p>{t('profile.wizard.waitingCode', { name })}</p>
              <p>
                <T
                  id="profile.publish.code"
                  values={{ code: finish.code, name }}
                  components={{ code: <strong className="code" />, link: <Link to={paths.consent} /> }}
                />
              </p>
              <Button variant="secondary" onClick={() => window.print()}>
                {t('profile.publish.printCode')}
              </Button>
            </div>
          )}
          <p>{t('profile.wizard.waitingNext', { name })}</p>
        </>
      )}
      <ul className="wizard-links">
        {finish.kind === 'published' && (
          <li>
            <Link to={paths.profilePage(profile.id)}>{t('profile.wizard.seeProfile')}</Link>
          </li>
        )}
        <li>
          <Link to={paths.matches}>{t('profile.wizard.toMatches')}</Link>
        </li>
        <li>
          <Link to={paths.myProfile}>{t('profile.wizard.toMyProfile')}</Link>
        </li>
      </ul>
    </section>
  )
}
