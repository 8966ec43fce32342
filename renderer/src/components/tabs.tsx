import { useId, useRef, useState } from 'react'
import type { KeyboardEvent, ReactNode } from 'react'

export interface TabItem {
  label: string
  content: ReactNode
}

/** ARIA tabs: arrow keys, Home and End move between tabs; only the selected tab is in the tab order. */
export function Tabs({
  items,
  label,
  defaultIndex = 0,
  selectedIndex,
  onSelect,
}: {
  items: TabItem[]
  label: string
  defaultIndex?: number
  /** Given, the screen chooses the tab (and hears every choice through onSelect). */
  selectedIndex?: number
  onSelect?: (index: number) => void
}) {
  const [own, setOwn] = useState(defaultIndex)
  const selected = selectedIndex ?? own
  const setSelected = (index: number) => {
    setOwn(index)
    onSelect?.(index)
  }
  const baseId = useId()
  const refs = useRef<(HTMLButtonElement | null)[]>([])

  const move = (event: KeyboardEvent) => {
    const last = items.length - 1
    const next =
      event.key === 'ArrowRight'
        ? selected === last
          ? 0
          : selected + 1
        : event.key === 'ArrowLeft'
          ? selected === 0
            ? last
            : selected - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (next === null) return
    event.preventDefault()
    setSelected(next)
    refs.current[next]?.focus()
  }

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tab-list" onKeyDown={move}>
        {items.map((item, i) => (
          <button
            key={item.label}
            ref={(el) => {
              refs.current[i] = el
            }}
            type="button"
            role="tab"
            id={`${baseId}-t${i}`}
            aria-selected={i === selected}
            aria-controls={`${baseId}-p${i}`}
            tabIndex={i === selected ? 0 : -1}
            className="tab"
            onClick={() => setSelected(i)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, i) => (
        <div
          key={item.label}
          role="tabpanel"
          id={`${baseId}-p${i}`}
          aria-labelledby={`${baseId}-t${i}`}
          hidden={i !== selected}
          tabIndex={0}
          className="tab-panel"
        >
          {item.content}
        </div>
      ))}
    </div>
  )
}
