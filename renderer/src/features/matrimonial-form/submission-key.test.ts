import { describe, expect, it } from 'vitest'
import { draftOf, submissionKeyFor } from './submission-key'

describe('submissionKeyFor', () => {
  it('a first submit gets a new key', () => {
    const first = submissionKeyFor(null, 'fp-a')
    expect(first.key).toMatch(/^[0-9a-f-]{36}$/)
    expect(submissionKeyFor(null, 'fp-a').key).not.toBe(first.key)
  })

  it('a retry with the same details keeps the key; changed details get a new one', () => {
    const first = submissionKeyFor(null, 'fp-a')
    expect(submissionKeyFor(first, 'fp-a')).toEqual(first)
    const changed = submissionKeyFor(first, 'fp-b')
    expect(changed.key).not.toBe(first.key)
    expect(changed.fingerprint).toBe('fp-b')
  })

  it('a key stored by an older version (a bare string) is replaced', () => {
    const legacy = 'old-key-123456' as unknown as Parameters<typeof submissionKeyFor>[0]
    expect(submissionKeyFor(legacy, 'fp-a').key).not.toBe('old-key-123456')
  })
})

describe('draftOf', () => {
  it('turns a refused body back into the values the form holds', () => {
    expect(draftOf({ firstName: 'Meena', weight: 58, city: null })).toEqual({
      firstName: 'Meena',
      weight: '58',
    })
    expect(draftOf(null)).toEqual({})
  })
})
