import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { AREAS } from '../../shared/i18n'
import { loadArea, setLocale } from './i18n/i18n'

// Components read their texts from the catalogs: every English area is there before the first test.
await Promise.all(AREAS.map((area) => loadArea('en', area)))
await setLocale('en')

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})
