import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useAfterPaint } from './use-after-paint'

// What starts after a page's first paint starts in turns, each in a task of its own (one long task on a slow
// phone would hold back a tap): turn 0 first, then 1, then 2, none of them in the first render.

function Part({ turn, seen }: { turn?: number; seen: string[] }) {
  const after = useAfterPaint(turn)
  if (after) seen.push(`turn ${turn ?? 0}`)
  return <p>{after ? `turn ${turn ?? 0} drawn` : `turn ${turn ?? 0} waiting`}</p>
}

describe('useAfterPaint', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] }))
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('is false in the first render and turns true a frame later, each turn one task after the one before', () => {
    const seen: string[] = []
    render(
      <>
        <Part turn={2} seen={seen} />
        <Part seen={seen} />
        <Part turn={1} seen={seen} />
      </>,
    )
    expect(screen.getByText('turn 0 waiting')).toBeTruthy()
    expect(screen.getByText('turn 1 waiting')).toBeTruthy()
    expect(screen.getByText('turn 2 waiting')).toBeTruthy()

    // The frame after the paint, then one task per turn.
    act(() => void vi.advanceTimersToNextFrame())
    act(() => void vi.advanceTimersToNextTimer())
    expect(screen.getByText('turn 0 drawn')).toBeTruthy()
    expect(screen.getByText('turn 1 waiting')).toBeTruthy()
    act(() => void vi.advanceTimersToNextTimer())
    expect(screen.getByText('turn 1 drawn')).toBeTruthy()
    expect(screen.getByText('turn 2 waiting')).toBeTruthy()
    act(() => void vi.advanceTimersToNextTimer())
    expect(screen.getByText('turn 2 drawn')).toBeTruthy()
    expect(seen.filter((s, i) => seen.indexOf(s) === i)).toEqual(['turn 0', 'turn 1', 'turn 2'])
  })

  it('turns true after 50 ms in a tab that does not paint (no frame comes)', () => {
    vi.stubGlobal('requestAnimationFrame', () => 1)
    vi.stubGlobal('cancelAnimationFrame', () => undefined)
    const seen: string[] = []
    render(<Part seen={seen} />)
    act(() => void vi.advanceTimersByTime(49))
    expect(screen.getByText('turn 0 waiting')).toBeTruthy()
    act(() => void vi.advanceTimersByTime(1))
    expect(screen.getByText('turn 0 drawn')).toBeTruthy()
  })
})
