import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, expect, it } from 'vitest'
import { setLocale } from '../../i18n/i18n'
import { WriteToUsScreen } from './write-to-us-screen'

afterEach(async () => {
  await act(() => setLocale('en'))
})

it('the form in Tamil, and back in English without losing the subject', async () => {
  await act(() => setLocale('ta'))
  render(
    <MemoryRouter>
      <Suspense fallback={null}>
        <WriteToUsScreen />
      </Suspense>
    </MemoryRouter>,
  )
  expect(await screen.findByRole('heading', { level: 1, name: 'எங்களுக்கு எழுதுங்கள்' })).toBeInTheDocument()
  expect(screen.getByLabelText(/சிக்கலின் வகை/)).toBeInTheDocument()
  expect(screen.getByRole('radio', { name: 'மிதக்கும் கருவிப்பட்டை' })).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'இணைப்பு' })).toBeInTheDocument()
  expect(document.querySelector('.ql-editor')).toHaveAttribute(
    'data-placeholder',
    'உங்கள் கேள்வியையோ சிக்கலையோ விவரியுங்கள்…',
  )
  // React gives the custom element its language as a property.
  expect(document.querySelector('altcha-widget')?.language).toBe('ta')
  expect(globalThis.$altcha.i18n.get('ta').label).toBe('நான் ரோபோ அல்ல')
  expect(screen.getByText(/அதிகபட்சம் 10 கோப்புகள்/)).toBeInTheDocument()

  await userEvent.type(screen.getByLabelText(/பொருள்/), 'ஜாதகம் பற்றி')

  await act(() => setLocale('en'))
  expect(screen.getByRole('heading', { level: 1, name: 'Write to Us' })).toBeInTheDocument()
  expect(screen.getByLabelText(/Subject/)).toHaveValue('ஜாதகம் பற்றி')
  expect(screen.getByRole('button', { name: 'link' })).toBeInTheDocument()
  expect(document.querySelector('.ql-editor')).toHaveAttribute(
    'data-placeholder',
    'Describe your question or the problem…',
  )
})
