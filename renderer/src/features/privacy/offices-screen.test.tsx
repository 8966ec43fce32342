import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, expect, it, vi } from 'vitest'
import { msg } from '../../../../shared/messages'
import { ApiError } from '../../lib/api-client'
import { NewOfficeForm } from './offices-screen'

// The head office's form for a new office: the same checks as the server, beside each field, and nothing typed
// is lost when the server refuses.

// A plain function stands in for the request (a vi.fn's own bookkeeping would report a refusal as unhandled).
const server = vi.hoisted(() => ({
  calls: [] as unknown[],
  answer: (): Promise<unknown> => Promise.resolve(),
}))
vi.mock('./offices-api', () => ({
  createOffice: (body: unknown) => {
    server.calls.push(body)
    return server.answer()
  },
  loadOfficeList: () => new Promise(() => undefined),
}))

beforeEach(() => {
  server.calls = []
})

async function form(onCreated = vi.fn()) {
  render(
    <MemoryRouter>
      <Suspense fallback={null}>
        <NewOfficeForm onCreated={onCreated} />
      </Suspense>
    </MemoryRouter>,
  )
  await screen.findByRole('heading', { name: 'Open a new office' })
  return onCreated
}

it('says beside each field what is missing, and sends nothing', async () => {
  await form()
  await userEvent.type(screen.getByLabelText(/First admin's e-mail/), 'not-an-address')
  await userEvent.click(screen.getByRole('button', { name: 'Create the office' }))
  const name = screen.getByLabelText(/Office name/)
  expect(name).toHaveAccessibleDescription(expect.stringContaining(msg.staffNameRequired))
  expect(screen.getByLabelText(/City/)).toHaveAccessibleDescription(
    expect.stringContaining(msg.officeCityRequired),
  )
  expect(screen.getByLabelText(/First admin's e-mail/)).toHaveAccessibleDescription(
    expect.stringContaining(msg.emailShape),
  )
  expect(server.calls).toEqual([])
})

it("shows the server's refusal beside the e-mail and keeps what was typed", async () => {
  server.answer = () => Promise.reject(new ApiError(msg.emailTaken, 409, { adminEmail: msg.emailTaken }))
  const onCreated = await form()
  await userEvent.type(screen.getByLabelText(/Office name/), 'Trichy Central')
  await userEvent.type(screen.getByLabelText(/City/), 'Tiruchirappalli')
  await userEvent.type(screen.getByLabelText(/First admin's name/), 'Revathi')
  await userEvent.type(screen.getByLabelText(/First admin's e-mail/), 'revathi@office.test')
  await userEvent.click(screen.getByRole('button', { name: 'Create the office' }))
  await waitFor(() =>
    expect(screen.getByLabelText(/First admin's e-mail/)).toHaveAccessibleDescription(
      expect.stringContaining(msg.emailTaken),
    ),
  )
  expect(server.calls).toEqual([
    {
      name: 'Trichy Central',
      city: 'Tiruchirappalli',
      adminName: 'Revathi',
      adminEmail: 'revathi@office.test',
    },
  ])
  expect(screen.getByLabelText(/Office name/)).toHaveValue('Trichy Central')
  expect(screen.getByLabelText(/First admin's name/)).toHaveValue('Revathi')
  expect(onCreated).not.toHaveBeenCalled()
})

it('empties the form once the office is made', async () => {
  server.answer = () =>
    Promise.resolve({ message: 'made', office: { id: 2, name: 'Trichy Central', city: 'Trichy' } })
  const onCreated = await form()
  await userEvent.type(screen.getByLabelText(/Office name/), 'Trichy Central')
  await userEvent.type(screen.getByLabelText(/City/), 'Trichy')
  await userEvent.type(screen.getByLabelText(/First admin's name/), 'Revathi')
  await userEvent.type(screen.getByLabelText(/First admin's e-mail/), 'revathi@office.test')
  await userEvent.click(screen.getByRole('button', { name: 'Create the office' }))
  await waitFor(() => expect(onCreated).toHaveBeenCalledWith('made'))
  await waitFor(() => expect(screen.getByLabelText(/Office name/)).toHaveValue(''))
})
