import { setupI18n } from '@lingui/core'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { MemoryRouter } from 'react-router-dom'
import loadCatalog from 'virtual:catalogs'
import { afterEach, expect, it } from 'vitest'
import { basicMsg } from '../../../../shared/basic-messages'
import { translateLabel } from '../../../../shared/i18n'
import { describeKnown } from '../../../../shared/message-memory'
import { genderOptions, relationOptions } from '../../../../shared/option-list'
import { translateMessage } from '../../../../shared/translate'
import hiAccount from '../../../../shared/locales/hi/account.json'
import hiMessages from '../../../../shared/locales/hi/messages.json'
import hiOptions from '../../../../shared/locales/hi/options.json'
import taMessages from '../../../../shared/locales/ta/messages.json'
import taOptions from '../../../../shared/locales/ta/options.json'
import { setLocale } from '../../i18n/i18n'
import { RegisterScreen } from './register-screen'

afterEach(() => setLocale('en'))

const catalogs = {
  hi: { messages: hiMessages as Record<string, string>, options: hiOptions as Record<string, string> },
  ta: { messages: taMessages as Record<string, string>, options: taOptions as Record<string, string> },
}

// Issue 25: the wizard's first screen speaks Hindi and Tamil (its lists, the messages beside its fields) with
// the `account` texts alone, without the whole `messages` and `options` catalogs.
it('carries the basic messages and step 1’s lists in the Hindi and Tamil account texts', async () => {
  for (const locale of ['hi', 'ta'] as const) {
    const i18n = setupI18n({ locale, messages: { [locale]: await loadCatalog(locale, 'account') } })
    for (const [id, text] of Object.entries(basicMsg)) {
      const english = typeof text === 'string' ? text : text(100)
      const said = translateMessage(i18n, english, describeKnown)
      expect(said, `${locale} ${id}`).not.toBe(english)
      if (typeof text === 'string') expect(said).toBe(catalogs[locale].messages[`messages.${id}`])
    }
    for (const { label } of [...relationOptions, ...genderOptions])
      expect(translateLabel(i18n, label), `${locale} ${label}`).toBe(
        catalogs[locale].options[`options.${label}`],
      )
  }
})

it('shows step 1’s messages beside its fields in Hindi, then step 2, keeping the choices', async () => {
  localStorage.clear()
  await act(() => setLocale('hi'))
  render(
    <MemoryRouter>
      <Suspense fallback="…">
        <RegisterScreen />
      </Suspense>
    </MemoryRouter>,
  )
  const relation = await screen.findByLabelText(hiAccount['account.form.profileFor'])
  expect(within(relation).getByRole('option', { name: hiOptions['options.My Daughter'] })).toBeInTheDocument()

  // Next with nothing chosen (a submit without a key or a tap): both messages beside their fields.
  fireEvent.submit(relation.closest('form')!)
  expect(await screen.findAllByText(hiMessages['messages.required'])).toHaveLength(2)

  await userEvent.selectOptions(relation, hiOptions['options.My Daughter'])
  expect(screen.getByRole('radio', { name: hiOptions['options.Female'] })).toBeChecked()
  await userEvent.click(screen.getByRole('button', { name: hiAccount['account.form.next'] }))
  expect(await screen.findByLabelText(hiAccount['account.form.firstName'])).toBeInTheDocument()
}, 20_000)
