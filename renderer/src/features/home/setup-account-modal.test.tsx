import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { expect, it, vi } from 'vitest'
import { profileForOptions } from '../../../../shared/options'
import { SetupAccountModal } from './setup-account-modal'

function Harness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true)
  return (
    <>
      <SetupAccountModal
        open={open}
        onClose={() => {
          setOpen(false)
          onClose()
        }}
      />
      <button onClick={() => setOpen(true)}>Reopen</button>
    </>
  )
}

it('steps from who-it-is-for to personal details, submits without a call, and starts again at step 1', async () => {
  const fetchSpy = vi.spyOn(globalThis, 'fetch')
  const onClose = vi.fn()
  render(<Harness onClose={onClose} />)
  expect(
    screen.getByRole('dialog', { name: "Let's set up your account, while we find Matches for you!" }),
  ).toBeInTheDocument()
  const select = screen.getByLabelText('This profile is for')
  expect([...select.querySelectorAll('option')].slice(1).map((o) => [o.value, o.textContent])).toEqual(
    profileForOptions.map((o) => [o.value, o.label]),
  )
  expect(screen.getByRole('radio', { name: 'Male' })).toBeInTheDocument()
  // No validation: Next always advances.
  await userEvent.click(screen.getByRole('button', { name: 'Next' }))
  for (const label of ['First name', 'Last name', 'Date of birth', 'Mobile no'])
    expect(screen.getByLabelText(label)).toBeInTheDocument()
  await userEvent.type(screen.getByLabelText('First name'), 'Asha')
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
  expect(onClose).toHaveBeenCalledOnce()
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  await userEvent.click(screen.getByRole('button', { name: 'Reopen' }))
  expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument()
  expect(fetchSpy).not.toHaveBeenCalled()
})
