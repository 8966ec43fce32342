import { useEffect } from 'react'
import type { RefObject } from 'react'

/**
 * A header menu closes on Escape and on a click outside it, while it is open: `close` is told which
 * (`escape` true), so that a menu can give the focus back to its button.
 */
export function useDismiss(
  open: boolean,
  menu: RefObject<HTMLElement | null>,
  close: (escape: boolean) => void,
) {
  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close(true)
    const onClick = (e: MouseEvent) => !menu.current?.contains(e.target as Node) && close(false)
    document.addEventListener('keydown', onKey)
    document.addEventListener('click', onClick)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('click', onClick)
    }
  }, [open, menu, close])
}
