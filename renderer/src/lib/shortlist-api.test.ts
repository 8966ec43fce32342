import { describe, expect, it, vi } from 'vitest'

const sent: string[] = []
const answers: Array<() => void> = []
vi.mock('./api-client', () => ({
  request: vi.fn((config: { data: { kind: string | null } }) => {
    sent.push(String(config.data.kind))
    return new Promise((resolve) => answers.push(() => resolve({ kind: config.data.kind })))
  }),
}))

const { setReaction } = await import('./shortlist-api')
const settle = () => new Promise((r) => setTimeout(r, 0))

describe('setReaction', () => {
  it('sends quick answers for one profile one after another, in the order they were given', async () => {
    const no = setReaction(7, 'no')
    const undo = setReaction(7, null)
    const again = setReaction(7, 'no')
    await settle()
    expect(sent).toEqual(['no']) // the Undo waits until the server has the "No"
    answers.shift()?.()
    expect(await no).toBe('no')
    await settle()
    expect(sent).toEqual(['no', 'null'])
    answers.shift()?.()
    expect(await undo).toBeNull()
    await settle()
    answers.shift()?.()
    expect(await again).toBe('no')
    expect(sent).toEqual(['no', 'null', 'no'])
  })

  it('does not hold back answers for other profiles', async () => {
    sent.length = 0
    void setReaction(1, 'yes')
    void setReaction(2, 'maybe')
    await settle()
    expect(sent).toEqual(['yes', 'maybe'])
    answers.splice(0).forEach((answer) => answer())
  })
})
