import { useEffect, useState } from 'react'
import { HEADER_SCROLL_THRESHOLD_PX } from '../../../../shared/limits'

/** True once the page has scrolled more than the threshold (not at it). */
export function useScrolled(threshold = HEADER_SCROLL_THRESHOLD_PX): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [threshold])
  return scrolled
}
