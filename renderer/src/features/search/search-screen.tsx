import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useAtom, useAtomValue } from 'jotai'
import { paths } from '../../../../shared/routes'
import { Button } from '../../components/button'
import type { Locale } from '../../../../shared/i18n'
import { loadArea } from '../../i18n/i18n'
import { useT } from '../../i18n/use-t'
import { sessionAtom } from '../../lib/session'
import { openCriteria, searchDraftAtom } from './draft'
import type { SearchValues } from './draft'
import { FixedGender, LookingForChoice } from './looking-for'
import { SearchHead } from './search-head'
import type * as CriteriaModule from './criteria-form'
import type { Submit } from './criteria-form'

interface Start {
  values: SearchValues
  /** A member's search shows the other gender only. */
  gender?: string
}

/** The criteria's form, their lists and checks (criteria-form.tsx): fetched once the form has a gender. */
type Criteria = typeof CriteriaModule
const loadCriteria = (locale: Locale) =>
  Promise.all([
    import('./criteria-form'),
    // Their texts, option and place names in the language on screen, so the fields show without another wait.
    loadArea(locale, 'discover'),
    loadArea(locale, 'options'),
    loadArea(locale, 'places'),
  ]).then(([criteria]) => criteria)

/**
 * Partner Search starts ready to use: a member's from their partner preferences with the other gender fixed,
 * a visitor's once they chose a bride or a groom, every other criterion open (an untouched Search finds all).
 */
export function SearchScreen() {
  const session = useAtomValue(sessionAtom)
  const member = session?.role === 'member'
  const t = useT('partner')
  const [start, setStart] = useState<Start | null>(member ? null : { values: openCriteria })
  useEffect(() => {
    if (!member) return
    let live = true
    void import('./starting-values')
      .then((m) => m.memberStartingValues())
      .then(
        (s) => live && setStart(s),
        () => live && setStart({ values: openCriteria }),
      )
    return () => {
      live = false
    }
  }, [member])
  return (
    <>
      <SearchHead />
      <div className="container section">
        {start ? (
          <SearchForm start={start} askGender={!session} />
        ) : (
          <p role="status">{t('partner.loadingPreferences')}</p>
        )}
      </div>
    </>
  )
}

function SearchForm({ start, askGender }: { start: Start; askGender: boolean }) {
  const navigate = useNavigate()
  const [draft, setDraft] = useAtom(searchDraftAtom)
  const [initialValues] = useState<SearchValues>(() => ({
    ...start.values,
    ...draft,
    ...(start.gender ? { gender: start.gender } : {}),
  }))
  // A visitor's bride or groom, chosen before the criteria (and their code) are there.
  const [gender, setGender] = useState(askGender ? (initialValues.gender ?? '') : '')
  const t = useT('partner')
  const [criteria, setCriteria] = useState<Criteria | null>(null)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const wanted = !askGender || Boolean(gender)
  useEffect(() => {
    if (!wanted || criteria) return
    let live = true
    loadCriteria(t.locale).then(
      (loaded) => live && setCriteria(() => loaded),
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
  }, [wanted, criteria, attempt, t.locale])
  const submitRef = useRef<Submit | null>(null)
  const search = (values: SearchValues) => {
    if (!criteria) return undefined
    const found = criteria.searchFor(values)
    if ('errors' in found) return found.errors
    setDraft(values)
    navigate(`${paths.searchResult}?${found.query}`, { state: { criteria: found.criteria } })
    return undefined
  }
  return (
    <form
      onSubmit={(event) => (submitRef.current ? submitRef.current(event) : event.preventDefault())}
      noValidate
      className="card"
    >
      {start.gender ? (
        <FixedGender gender={start.gender} />
      ) : (
        askGender && <LookingForChoice value={gender} onChange={setGender} />
      )}
      {askGender && !gender ? (
        <p>{t('partner.chooseFirst')}</p>
      ) : criteria ? (
        <criteria.CriteriaForm
          initialValues={initialValues}
          gender={gender}
          fixedGender={start.gender}
          askGender={askGender}
          onSearch={search}
          submitRef={submitRef}
        />
      ) : failed ? (
        <p className="form-error" role="alert">
          {t('partner.criteriaFailed')}{' '}
          <Button
            variant="secondary"
            onClick={() => {
              setFailed(false)
              setAttempt((a) => a + 1)
            }}
          >
            {t('partner.criteriaRetry')}
          </Button>
        </p>
      ) : (
        <p role="status">{t('common.loading')}</p>
      )}
    </form>
  )
}
