import { act, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import type { ReactNode } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, expect, it } from 'vitest'
import { setLocale } from '../i18n/i18n'
import { StoryScreen } from '../features/stories/story-screen'
import { CookiePolicyScreen } from '../features/legal/cookie-policy-screen'
import { PrivacyScreen } from '../features/legal/privacy-screen'
import { TermsScreen } from '../features/legal/terms-screen'

afterEach(async () => {
  await act(() => setLocale('en'))
})

const renderAt = (ui: ReactNode, path = '/', route = '/') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback={null}>
        <Routes>
          <Route path={route} element={ui} />
        </Routes>
      </Suspense>
    </MemoryRouter>,
  )

it('English legal pages: no note, no lang attributes', async () => {
  renderAt(<TermsScreen />)
  expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeInTheDocument()
  expect(screen.queryByText(/binding/)).not.toBeInTheDocument()
  expect(document.body.querySelector('[lang]')).toBeNull()
  expect(screen.getByRole('link', { name: 'write to us' })).toHaveAttribute(
    'href',
    '/customer-relations/faq/write-to-us',
  )
})

it('Hindi terms: translated headings and note, the binding English text marked lang="en"', async () => {
  await act(() => setLocale('hi'))
  renderAt(<TermsScreen />)
  expect(await screen.findByRole('heading', { level: 1, name: 'उपयोग की शर्तें' })).toBeInTheDocument()
  expect(screen.getByText(/केवल अंग्रेज़ी पाठ ही मान्य/)).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: '1. कौन सदस्य बन सकता है' })).toBeInTheDocument()
  expect(screen.getByText(/organisations cannot be members/)).toHaveAttribute('lang', 'en')
  expect(screen.getByRole('link', { name: 'हमें लिखें' })).toHaveAttribute(
    'href',
    '/customer-relations/faq/write-to-us',
  )
})

it('Tamil privacy policy and cookie policy: titles in Tamil, the policy in English', async () => {
  await act(() => setLocale('ta'))
  const { unmount } = renderAt(<PrivacyScreen />)
  expect(await screen.findByRole('heading', { level: 1, name: 'தனியுரிமைக் கொள்கை' })).toBeInTheDocument()
  expect(
    screen.getByRole('button', { name: '1. நாங்கள் என்ன சேகரிக்கிறோம், நீங்கள் எப்படிப் பதிவு செய்கிறீர்கள்' }),
  ).toHaveAttribute('aria-expanded', 'true')
  expect(screen.getByText(/To register you give us your name/).closest('[lang]')).toHaveAttribute(
    'lang',
    'en',
  )
  expect(screen.getByText(/பதிப்புரிமை © 1996–2024 Matrimony/)).toBeInTheDocument()
  unmount()
  renderAt(<CookiePolicyScreen />)
  expect(await screen.findByRole('heading', { name: 'நாங்கள் சேமிப்பவை' })).toBeInTheDocument()
  expect(screen.getByText(/We use no advertising/)).toHaveAttribute('lang', 'en')
})

it('a story in Hindi, and an unknown one', async () => {
  await act(() => setLocale('hi'))
  const { unmount } = renderAt(<StoryScreen />, '/story/1', '/story/:id')
  expect(await screen.findByRole('heading', { level: 1, name: 'अनन्या और रोहित' })).toBeInTheDocument()
  expect(screen.getByText(/पुणे की फ़िज़ियोथेरेपिस्ट अनन्या/)).toBeInTheDocument()
  expect(document.title).toBe('अनन्या और रोहित | Matrimony')
  unmount()
  await act(() => setLocale('en'))
  renderAt(<StoryScreen />, '/story/9', '/story/:id')
  expect(await screen.findByRole('heading', { level: 1, name: 'Story not found' })).toBeInTheDocument()
})
