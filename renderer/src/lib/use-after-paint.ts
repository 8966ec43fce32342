import { useEffect, useState } from 'react'

/**
 * False while a page is first drawn, true a frame later (or after 50 ms in a tab that does not paint). What is
 * not part of its first screen (the logged-in header's pieces, a list that follows its heading) starts
 * downloading then, and does not share a slow line with the screen's own code before it is painted.
 */
export function useAfterPaint(): boolean {
  const [after, setAfter] = useState(false)
  useEffect(() => {
    if (after) return
    let live = true
    const go = () => live && setAfter(true)
    const frame = requestAnimationFrame(() => setTimeout(go, 0))
    const timer = setTimeout(go, 50)
    return () => {
      live = false
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [after])
  return after
}
