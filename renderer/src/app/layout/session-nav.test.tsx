import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { Session } from '../../lib/session-state'
import { SessionNav } from './session-nav'

// Plain staff act for families; the review queues (reports, photos, grievances) and the office admin page are
// for moderators and office admins, and the header offers each only to those who may open it.

const staff = (duties: Session['duties']): Session => ({
  token: 't',
  email: 'desk@office.test',
  role: 'staff',
  name: 'Lakshmi',
  duties,
})

async function header(session: Session) {
  render(
    <MemoryRouter>
      <Suspense fallback="…">
        <ul>
          <SessionNav session={session} languageMenu={null} onFollow={() => undefined} />
        </ul>
      </Suspense>
    </MemoryRouter>,
  )
  await screen.findByRole('link', { name: 'Dashboard' })
}

describe('the staff header', () => {
  it('shows plain staff their desk, and no review queue', async () => {
    await header(staff([]))
    expect(screen.getByRole('link', { name: 'Register a family' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Reports to review' })).toBeNull()
    expect(screen.queryByRole('link', { name: /Photos/ })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Grievances', hidden: true })).toBeNull()
    expect(screen.queryByRole('link', { name: /Office staff/, hidden: true })).toBeNull()
  })

  it('shows a reviewing office admin the queues and the office page', async () => {
    await header(staff(['review', 'officeAdmin']))
    expect(screen.getByRole('link', { name: 'Reports to review' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Photos/ })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Grievances', hidden: true })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Office staff/, hidden: true })).toBeInTheDocument()
  })
})

describe('the head office', () => {
  it('offers offices and breaches to head-office admins only', async () => {
    await header(staff(['headAdmin']))
    expect(screen.getByRole('link', { name: 'Offices (head office)', hidden: true })).toBeInTheDocument()
    expect(
      screen.getByRole('link', { name: 'Data breaches (head office)', hidden: true }),
    ).toBeInTheDocument()
  })

  it('does not offer them to an office admin', async () => {
    await header(staff(['review', 'officeAdmin']))
    expect(screen.queryByRole('link', { name: 'Offices (head office)', hidden: true })).toBeNull()
  })
})
