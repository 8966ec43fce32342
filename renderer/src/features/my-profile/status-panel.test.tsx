import { act, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, expect, it } from 'vitest'
import type { ManagedProfile } from '../../../../shared/api'
import hi from '../../../../shared/locales/hi/profile.json'
import { publishConsentText } from '../../../../shared/profile-sections'
import { setLocale } from '../../i18n/i18n'
import { StatusPanel } from './status-panel'

afterEach(() => setLocale('en'))

const profile: ManagedProfile = {
  id: 7,
  userId: 'MT000007',
  status: 'draft',
  managedBy: 'self',
  closeReason: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  publishedAt: null,
  values: { firstName: 'Nila' },
  completeness: { percent: 100, missingSections: [] },
  consent: { givenAt: null, linkSentTo: null, linkSentAt: null },
  history: [],
}

it('asks for the member’s own consent; in Hindi with the recorded English text beside it', async () => {
  render(
    <MemoryRouter>
      <Suspense fallback="…">
        <StatusPanel profile={profile} onChange={() => undefined} />
      </Suspense>
    </MemoryRouter>,
  )
  expect(await screen.findByRole('heading', { name: 'Status: Draft: not yet complete' })).toBeInTheDocument()
  expect(screen.getByText('Profile ID MT000007 · Managed by Self')).toBeInTheDocument()
  expect(screen.getByText('Profile 100% complete')).toBeInTheDocument()
  expect(screen.getByText(publishConsentText('self'))).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Publish my profile' })).toBeInTheDocument()

  await act(() => setLocale('hi'))
  expect(screen.getByText(hi['profile.consentText.publishSelf'])).toBeInTheDocument()
  expect(screen.getByText(`“${publishConsentText('self')}”`)).toHaveAttribute('lang', 'en')
  expect(screen.getByText(/अंग्रेज़ी पाठ/)).toBeInTheDocument()
  expect(screen.getByRole('button', { name: hi['profile.publish.publish'] })).toBeInTheDocument()
  expect(screen.getByLabelText(hi['profile.publish.agree'])).toBeInTheDocument()
})
