import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { expect, it } from 'vitest'
import { RegisterScreen } from './register-screen'

// Issue 22: a relation that names a gender chooses it (one tap fewer, and no son registered as female).
it('chooses the gender from the relation where it says one, and leaves it to the family where it does not', async () => {
  localStorage.clear()
  render(
    <MemoryRouter>
      <Suspense fallback="…">
        <RegisterScreen />
      </Suspense>
    </MemoryRouter>,
  )
  const relation = await screen.findByLabelText('This profile is for')
  await userEvent.selectOptions(relation, 'My Daughter')
  expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked()
  await userEvent.selectOptions(relation, 'My Brother')
  expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked()
  // "My Friend" says nothing about gender: the choice already made stays, and can be changed.
  await userEvent.selectOptions(relation, 'My Friend')
  expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked()
  await userEvent.click(screen.getByRole('radio', { name: 'Female' }))
  expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked()
}, 20_000)
