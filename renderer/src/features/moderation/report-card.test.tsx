import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { expect, it, vi } from 'vitest'
import type { ReportItem } from '../../../../shared/api-connections'
import { msg } from '../../../../shared/messages'
import { ReportCard } from './report-card'

const liftHold = vi.fn((_id: number) => Promise.resolve({ message: msg.moderationHoldLifted }))
vi.mock('./api', () => ({ decideReport: vi.fn(), liftHold: (id: number) => liftHold(id) }))

const report: ReportItem = {
  id: 4,
  reason: 'Asks for money',
  details: 'Asked me to pay for his visa.',
  createdAt: '2026-11-20T10:00:00.000Z',
  reportedBy: 'Ramya (MT000012)',
  status: 'decided',
  decision: 'Hide the profile',
  decisionNote: null,
  decidedBy: 'moderator@example.com',
  decidedAt: '2026-11-21T10:00:00.000Z',
  profile: {
    id: 31,
    userId: 'MT000031',
    createdBy: 'Self',
    managedBy: 'self',
    firstName: 'Suresh',
    age: 31,
    height: 68,
    gender: 'male',
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
    status: 'hidden',
    held: true,
  },
}

const show = (item: ReportItem) =>
  render(
    <MemoryRouter>
      <Suspense fallback={null}>
        <ReportCard report={item} onDecided={() => undefined} />
      </Suspense>
    </MemoryRouter>,
  )

it('lets a moderator lift the hold on a profile hidden after a report, and says what follows', async () => {
  show(report)
  expect(await screen.findByText(/A moderator’s decision keeps it hidden/)).toBeInTheDocument()
  await userEvent.click(screen.getByRole('button', { name: 'Lift the hold' }))
  expect(liftHold).toHaveBeenCalledWith(31)
  expect(await screen.findByRole('status')).toHaveTextContent(msg.moderationHoldLifted)
  expect(screen.queryByRole('button', { name: 'Lift the hold' })).not.toBeInTheDocument()
})

it('offers nothing to lift when no hold remains', async () => {
  show({ ...report, profile: { ...report.profile, held: false } })
  expect(await screen.findByText(/Hide the profile/)).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Lift the hold' })).not.toBeInTheDocument()
})
