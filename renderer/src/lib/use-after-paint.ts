import { useEffect, useState } from 'react'

/**
 * False while a page is first drawn, true a frame later (or after 50 ms in a tab that does not paint). What is
 * not part of its first screen (the logged-in header's pieces, a list that follows its heading) starts
 * downloading then, and does not share a slow line with the screen's own code before it is painted.
 * `turn` (0, 1, 2…) puts each part in a task of its own, in that order: on a slow phone the parts that start
 * after the paint are not all drawn in one long task that would hold a tap back.
 */
export function useAfterPaint(turn = 0): boolean {
  const [after, setAfter] = useState(false)
  useEffect(() => {
    if (after) return
    let live = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const go = () => live && setAfter(true)
    const later = (turns: number) => {
      timer = setTimeout(() => (turns ? later(turns - 1) : go()), 0)
    }
    const frame = requestAnimationFrame(() => later(turn))
    const fallback = setTimeout(go, 50 + 10 * turn)
    return () => {
      live = false
      cancelAnimationFrame(frame)
      clearTimeout(timer)
      clearTimeout(fallback)
    }
  }, [after, turn])
  return after
}
