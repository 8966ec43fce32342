import type { Page } from '@playwright/test'

/** What a person did on the page: taps (clicks, ticks), selections (a select's choice, a file) and typed fields. */
export interface ActionCount {
  taps: number
  selections: number
  typed: number
}

const KEY = 'e2e:action-count'

/**
 * Counts, inside the page, what a person does there, whatever the test calls: every real click (a tap, a
 * tick, a radio), every choice in a select or of a file, and every text field typed in (once per field as
 * shown). The count lives in the tab's sessionStorage, so it survives the journey's page loads; a test cannot
 * act on the page without it being counted. Call before the first page load.
 */
export async function countActions(page: Page) {
  await page.addInitScript((key: string) => {
    const typedKinds = ['text', 'email', 'tel', 'number', 'password', 'search', 'date', 'url']
    const typedFields = new WeakSet<EventTarget>()
    const bump = (kind: 'taps' | 'selections' | 'typed') => {
      const count = JSON.parse(sessionStorage.getItem(key) ?? '{"taps":0,"selections":0,"typed":0}')
      count[kind]++
      sessionStorage.setItem(key, JSON.stringify(count))
    }
    // Trusted clicks only: a click on a label also clicks its input, which is not a second tap.
    document.addEventListener('click', (e) => e.isTrusted && bump('taps'), true)
    document.addEventListener(
      'change',
      (e) => {
        const el = e.target
        if (el instanceof HTMLSelectElement || (el instanceof HTMLInputElement && el.type === 'file'))
          bump('selections')
      },
      true,
    )
    document.addEventListener(
      'input',
      (e) => {
        const el = e.target
        const typed =
          el instanceof HTMLTextAreaElement ||
          (el instanceof HTMLInputElement && typedKinds.includes(el.type))
        if (typed && el && !typedFields.has(el)) {
          typedFields.add(el)
          bump('typed')
        }
      },
      true,
    )
  }, KEY)
  return {
    /** The count so far (read from the page the journey is on). */
    read: async (): Promise<ActionCount> =>
      page.evaluate(
        (key) => JSON.parse(sessionStorage.getItem(key) ?? '{"taps":0,"selections":0,"typed":0}'),
        KEY,
      ),
    /** A tap made outside the page (the link in the e-mail), added to the page's count. */
    addTap: () =>
      page.evaluate((key) => {
        const count = JSON.parse(sessionStorage.getItem(key) ?? '{"taps":0,"selections":0,"typed":0}')
        count.taps++
        sessionStorage.setItem(key, JSON.stringify(count))
      }, KEY),
  }
}
