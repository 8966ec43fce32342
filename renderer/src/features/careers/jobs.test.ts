import { expect, it } from 'vitest'
import { JOB_PREVIEW_CHARS } from '../../../../shared/limits'
import en from '../../../../shared/locales/en/site.json'
import hi from '../../../../shared/locales/hi/site.json'
import ta from '../../../../shared/locales/ta/site.json'
import { jobs, preview } from './jobs'

it('cuts an English description at 300 characters', () => {
  for (const job of jobs) {
    const text = en[job.description]
    expect(preview(text)).toBe(`${text.slice(0, JOB_PREVIEW_CHARS)}…`)
  }
  expect(preview('short')).toBe('short')
})

it('never cuts a Hindi or Tamil letter from its vowel sign', () => {
  for (const catalog of [hi, ta])
    for (const job of jobs) {
      const text = catalog[job.description]
      const cut = preview(text)
      expect(cut.endsWith('…')).toBe(true)
      // the character before the ellipsis is not followed in the full text by a combining mark
      const next = text.slice(cut.length - 1, cut.length)
      expect(next).not.toMatch(/\p{M}/u)
      expect([
        ...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(cut.slice(0, -1)),
      ]).toHaveLength(JOB_PREVIEW_CHARS)
    }
})
