import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, expect, it } from 'vitest'
import hi from '../../../../shared/locales/hi/office.json'
import ta from '../../../../shared/locales/ta/office.json'
import { setLocale } from '../../i18n/i18n'
import { MatrimonialFormScreen } from './matrimonial-form-screen'

afterEach(() => setLocale('en'))

it('switches language with the form half filled: labels change, what was typed stays', async () => {
  render(
    <MemoryRouter>
      <Suspense fallback="…">
        <MatrimonialFormScreen />
      </Suspense>
    </MemoryRouter>,
  )
  await userEvent.type(await screen.findByLabelText('First Name'), 'Kavitha')
  await userEvent.type(screen.getByLabelText('Gotra'), 'Kashyap')
  await userEvent.type(screen.getByLabelText('About Me'), 'Teacher in Madurai.')
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('MATRIMONIAL REGISTRATION FORM')

  await act(() => setLocale('hi'))
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(hi['office.form.heading'])
  expect(screen.getByLabelText(hi['office.form.firstName'])).toHaveValue('Kavitha')
  expect(screen.getByLabelText(hi['office.form.gotra'])).toHaveValue('Kashyap')
  expect(screen.getByLabelText(hi['office.form.aboutMe'])).toHaveValue('Teacher in Madurai.')
  expect(screen.getByRole('button', { name: hi['office.form.submit'] })).toBeInTheDocument()

  await act(() => setLocale('ta'))
  expect(screen.getByRole('heading', { name: ta['office.form.personalDetails'] })).toBeInTheDocument()
  expect(screen.getByLabelText(ta['office.form.firstName'])).toHaveValue('Kavitha')
  expect(document.title).toBe(`${ta['office.form.title']} | Matrimony`)
  // Typing into the whole office form re-checks every field on each key: slow on a busy machine, not wrong.
}, 20_000)
