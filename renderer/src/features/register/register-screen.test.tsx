import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, expect, it } from 'vitest'
import { msg } from '../../../../shared/messages'
import hi from '../../../../shared/locales/hi/account.json'
import hiLanding from '../../../../shared/locales/hi/landing.json'
import hiMessages from '../../../../shared/locales/hi/messages.json'
import { setLocale } from '../../i18n/i18n'
import { RegisterScreen } from './register-screen'

afterEach(() => setLocale('en'))

it('switches to Hindi mid-way: the step speaks Hindi, what was typed stays', async () => {
  render(
    <MemoryRouter>
      <Suspense fallback="…">
        <RegisterScreen />
      </Suspense>
    </MemoryRouter>,
  )
  await userEvent.selectOptions(await screen.findByLabelText('This profile is for'), 'My Daughter')
  await userEvent.click(screen.getByRole('radio', { name: 'Female' }))
  await userEvent.click(screen.getByRole('button', { name: 'Next' }))
  expect(screen.getByRole('dialog', { name: 'Step 2 of 4: Name and date of birth' })).toBeInTheDocument()
  await userEvent.type(await screen.findByLabelText('First name'), 'Asha')
  await userEvent.type(screen.getByLabelText('Month'), '13')
  await userEvent.tab()
  expect(screen.getByText(msg.monthRange)).toBeInTheDocument()

  await act(() => setLocale('hi'))
  expect(screen.getByRole('dialog', { name: hi['account.register.step2'] })).toBeInTheDocument()
  expect(screen.getByLabelText(hi['account.form.firstName'])).toHaveValue('Asha')
  expect(screen.getByLabelText(hi['account.register.month'])).toHaveValue('13')
  const monthRange = (hiMessages as Record<string, string>)['messages.monthRange'] ?? msg.monthRange
  expect(screen.getByText(monthRange)).toBeInTheDocument()
  expect(screen.getByRole('button', { name: hi['account.form.next'] })).toBeInTheDocument()
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(hiLanding['landing.register.title'])
})
