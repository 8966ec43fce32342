import { useEffect, useRef, useState } from 'react'
import { useAtom } from 'jotai'
import { RESET } from 'jotai/utils'
import type { ManagedProfile } from '../../../../shared/api'
import { usePageTitle } from '../../components/page'
import { useT } from '../../i18n/use-t'
import type { Translate } from '../../i18n/use-t'
import { ApiError } from '../../lib/api-client'
import { loadOwnProfile } from './api'
import { wizardDraftAtom } from './wizard-draft'
import { WizardFinish } from './wizard-finish'
import type { Finish } from './wizard-finish'
import { fieldsOfStep, PUBLISH_STEP, resumedValues, resumeStep, wizardSteps } from './wizard-plan'
import { WizardPublish } from './wizard-publish'
import { WizardFields, WizardPhoto } from './wizard-steps'
import './wizard.css'

const nameOf = (t: Translate, profile: ManagedProfile | null) =>
  profile?.values.firstName === undefined
    ? t('profile.status.theCandidate')
    : String(profile.values.firstName)

/** Where a profile that is no longer a draft sends the wizard: its finish page. */
function finishOf(profile: ManagedProfile): Finish | null {
  if (profile.status === 'pending_consent')
    return { kind: 'waiting', sentTo: profile.consent.linkSentTo, code: null }
  return profile.status === 'draft' ? null : { kind: 'published' }
}

/**
 * The profile wizard: every section that publishing needs, a photo, then Publish (the member's own profile)
 * or Ask for consent (a relative's). Each step saves to the server, so a family can leave and come back: the
 * server's profile says where (the first step still missing something), the draft keeps what was typed.
 */
export function ProfileWizardScreen() {
  const [draft, setDraft] = useAtom(wizardDraftAtom)
  const [profile, setProfile] = useState<ManagedProfile | null>(null)
  // The profile as loaded: which of the registration's fields a step asks again is decided from it once.
  const [stored, setStored] = useState<Record<string, unknown>>({})
  const [finish, setFinish] = useState<Finish | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const t = useT('profile', 'messages', 'options', 'places')
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const step = draft.step
  const plan = wizardSteps[step - 1]
  const name = nameOf(t, profile)
  const self = profile?.managedBy === 'self'

  useEffect(() => {
    let live = true
    loadOwnProfile()
      .then(({ profile: loaded }) => {
        if (!live) return
        setProfile(loaded)
        setStored(loaded.values)
        setFinish(finishOf(loaded))
        setDraft((d) => {
          const mine = d.profileId === loaded.id ? d : undefined
          const step = resumeStep(loaded.values, mine?.step)
          return { profileId: loaded.id, step, values: resumedValues(loaded.values, mine) }
        })
      })
      .catch((e: unknown) => live && setLoadError(e instanceof ApiError ? e.message : String(e)))
    return () => {
      live = false
    }
  }, [setDraft])

  // After each move (not on arrival) the new step's heading takes the focus, so a screen reader reads it.
  useEffect(() => {
    if (moved.current) heading.current?.focus()
  }, [step, finish])

  const go = (to: number) => {
    moved.current = true
    setDraft((d) => ({ ...d, step: to }))
    window.scrollTo({ top: 0 })
  }
  const finished = (done: Finish, updated?: ManagedProfile) => {
    moved.current = true
    if (updated) setProfile(updated)
    setDraft(RESET)
    setFinish(done)
    window.scrollTo({ top: 0 })
  }

  const title = finish
    ? finish.kind === 'published'
      ? t('profile.wizard.doneTitle')
      : t('profile.wizard.waitingTitle', { name })
    : t('profile.wizard.heading', {
        step,
        steps: wizardSteps.length,
        title:
          plan?.kind === 'publish'
            ? self
              ? t('profile.wizard.stepPublish')
              : t('profile.wizard.stepConsent', { name })
            : t(plan?.title ?? 'profile.wizard.stepBasics'),
      })
  usePageTitle(title)

  return (
    <div className="container section wizard">
      {!finish && (
        <ol
          className="progress"
          aria-hidden="true"
          style={{ gridTemplateColumns: `repeat(${wizardSteps.length}, 1fr)` }}
        >
          {wizardSteps.map((s, i) => (
            <li key={i} className={i < step ? 'done' : ''} data-kind={s.kind} />
          ))}
        </ol>
      )}
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {loadError && (
        <p className="form-error" role="alert">
          {t.message(loadError)}
        </p>
      )}
      {!profile ? (
        !loadError && <p role="status">{t('profile.wizard.stillLoading')}</p>
      ) : finish ? (
        <WizardFinish finish={finish} profile={profile} name={name} />
      ) : plan?.kind === 'fields' ? (
        <WizardFields
          key={step}
          profileId={profile.id}
          fields={fieldsOfStep(step, stored)}
          values={draft.values}
          onChange={(values) => setDraft((d) => ({ ...d, values: { ...d.values, ...values } }))}
          onBack={step > 1 ? () => go(step - 1) : undefined}
          onSaved={(updated) => {
            setProfile(updated)
            go(step + 1)
          }}
        />
      ) : plan?.kind === 'photo' ? (
        <WizardPhoto profileId={profile.id} onBack={() => go(step - 1)} onNext={() => go(PUBLISH_STEP)} />
      ) : (
        <WizardPublish
          profile={profile}
          name={name}
          onBack={() => go(step - 1)}
          onIncomplete={(fresh) => {
            setProfile(fresh)
            go(resumeStep(fresh.values))
          }}
          onDone={finished}
        />
      )}
    </div>
  )
}
