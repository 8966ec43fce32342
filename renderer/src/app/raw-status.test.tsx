import { act, render } from '@testing-library/react'
import { Suspense } from 'react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import type { ManagedProfile } from '../../../shared/api'
import type { InterestItem, ReportItem } from '../../../shared/api-connections'
import { LOCALES } from '../../../shared/i18n'
import type { Locale } from '../../../shared/i18n'
import { setLocale } from '../i18n/i18n'
import { InterestCard } from '../features/inbox/interest-card'
import { ReportCard } from '../features/moderation/report-card'
import { StatusPanel } from '../features/my-profile/status-panel'

// Issue 31: every status a person reads comes from the catalog, in their language, never the stored value
// ("pending_consent"). Each staff and member screen that shows a status is drawn once per status and language.

afterEach(() => setLocale('en'))

const profileStatuses = ['draft', 'pending_consent', 'published', 'hidden', 'closed'] as const
const interestStatuses = ['pending', 'accepted', 'declined', 'expired', 'withdrawn'] as const
const reportStatuses = ['open', 'decided'] as const
const RAW = [...new Set<string>([...profileStatuses, ...interestStatuses, ...reportStatuses])]

/**
 * Raw values on screen: a stored identifier (snake_case or kebab-case in Latin letters) anywhere; in Hindi and
 * Tamil also any status value as a Latin word; in English, a status value standing alone as an element's text.
 */
function rawValues(root: HTMLElement, locale: Locale): string[] {
  const text = root.textContent ?? ''
  const found = [...text.matchAll(/\b[a-z]+(?:_[a-z]+)+\b/g)].map((m) => m[0])
  if (locale !== 'en')
    found.push(...RAW.filter((value) => new RegExp(`(^|[^A-Za-z])${value}([^A-Za-z]|$)`, 'i').test(text)))
  for (const element of root.querySelectorAll('*')) {
    const own = [...element.childNodes]
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent ?? '')
      .join('')
      .trim()
    if (RAW.includes(own)) found.push(own)
  }
  return found
}

const publicProfile: ReportItem['profile'] = {
  id: 31,
  userId: 'MT000031',
  createdBy: 'Self',
  managedBy: 'self',
  firstName: 'Meena',
  age: 29,
  height: 63,
  gender: 'female',
  religion: 'hinduism',
  motherTongue: 'tamil',
  community: 'Iyer',
  location: 'Chennai, Tamil Nadu',
  education: 'B.E.',
  profession: 'Engineer',
  description: '',
  maritalStatus: 'never-married',
  haveChildren: 'no',
  joinedAt: '2026-10-01T10:00:00.000Z',
  status: 'published',
  held: false,
}

const managed = (status: ManagedProfile['status']): ManagedProfile => ({
  id: 7,
  userId: 'MT000007',
  status,
  managedBy: 'office',
  closeReason: status === 'closed' ? 'Found a match through us' : null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  publishedAt: status === 'published' ? '2026-11-02T10:00:00.000Z' : null,
  values: { firstName: 'Nila', gender: 'female' },
  completeness: { percent: 100, missingSections: [] },
  consent: {
    givenAt: null,
    linkSentTo: status === 'pending_consent' ? 'nila@example.com' : null,
    linkSentAt: status === 'pending_consent' ? '2026-11-01T10:00:00.000Z' : null,
  },
  history: [],
})

async function drawn(node: ReactNode, locale: Locale) {
  await act(() => setLocale(locale))
  const { container, findAllByText, unmount } = render(
    <MemoryRouter>
      <Suspense fallback="…">{node}</Suspense>
    </MemoryRouter>,
  )
  // Suspense has let go once the text is more than the fallback.
  await findAllByText((_, element) => element === container.firstElementChild || element === container)
  await act(async () => undefined)
  return { container, unmount }
}

describe('no raw status value on a staff or member screen', () => {
  for (const locale of LOCALES) {
    it(`report cards (staff) in ${locale}: every profile status and report state`, async () => {
      for (const status of profileStatuses)
        for (const state of reportStatuses) {
          const report: ReportItem = {
            id: 4,
            reason: 'Asks for money',
            details: '',
            createdAt: '2026-11-20T10:00:00.000Z',
            reportedBy: 'Ramya (MT000012)',
            status: state,
            decision: state === 'decided' ? 'Hide the profile' : null,
            decisionNote: null,
            decidedBy: state === 'decided' ? 'moderator@example.com' : null,
            decidedAt: state === 'decided' ? '2026-11-21T10:00:00.000Z' : null,
            profile: { ...publicProfile, status, held: status === 'hidden' },
          }
          const { container, unmount } = await drawn(
            <ReportCard report={report} onDecided={() => undefined} />,
            locale,
          )
          expect(container.textContent, `${status} ${state}`).toContain('MT000031')
          expect(rawValues(container, locale), `${locale} ${status} ${state}`).toEqual([])
          unmount()
        }
    })

    it(`My profile's status panel (member) in ${locale}: every profile status`, async () => {
      for (const status of profileStatuses) {
        const { container, unmount } = await drawn(
          <StatusPanel profile={managed(status)} onChange={() => undefined} />,
          locale,
        )
        expect(container.textContent, status).toContain('MT000007')
        expect(rawValues(container, locale), `${locale} ${status}`).toEqual([])
        unmount()
      }
    })

    it(`inbox cards (member) in ${locale}: every interest status, both directions`, async () => {
      for (const status of interestStatuses)
        for (const direction of ['received', 'sent'] as const) {
          const item: InterestItem = {
            id: 9,
            direction,
            status,
            message: '',
            createdAt: '2026-11-20T10:00:00.000Z',
            answeredAt: status === 'pending' || status === 'expired' ? null : '2026-11-21T10:00:00.000Z',
            expiresAt: '2026-12-20T10:00:00.000Z',
            profile: publicProfile,
          }
          const { container, unmount } = await drawn(
            <InterestCard item={item} onAnswered={() => undefined} />,
            locale,
          )
          expect(container.textContent, `${status} ${direction}`).toContain('Meena')
          expect(rawValues(container, locale), `${locale} ${status} ${direction}`).toEqual([])
          unmount()
        }
    })
  }

  it('finds a raw value when one is shown', () => {
    const root = document.createElement('div')
    root.innerHTML = '<p>The profile is pending_consent now.</p><span>declined</span>'
    expect(rawValues(root, 'en')).toEqual(['pending_consent', 'declined'])
    root.innerHTML = '<p>प्रोफ़ाइल अभी hidden है।</p>'
    expect(rawValues(root, 'hi')).toEqual(['hidden'])
  })
})
