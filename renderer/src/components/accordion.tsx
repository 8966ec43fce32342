import { useId, useState } from 'react'
import type { ReactNode } from 'react'

export interface AccordionItem {
  title: ReactNode
  content: ReactNode
}

interface AccordionProps {
  items: AccordionItem[]
  /** 'single': opening one closes the others; 'multiple': several may be open. */
  mode: 'single' | 'multiple'
  defaultOpen?: number[]
  headingLevel?: 2 | 3
}

export function Accordion({ items, mode, defaultOpen = [0], headingLevel = 3 }: AccordionProps) {
  const [open, setOpen] = useState<number[]>(defaultOpen)
  const baseId = useId()
  const Heading = `h${headingLevel}` as const
  const toggle = (i: number) =>
    setOpen((current) =>
      current.includes(i) ? current.filter((x) => x !== i) : mode === 'single' ? [i] : [...current, i],
    )
  return (
    <div className="accordion">
      {items.map((item, i) => {
        const isOpen = open.includes(i)
        return (
          <div className={`accordion-item${isOpen ? ' is-open' : ''}`} key={i}>
            <Heading className="accordion-heading">
              <button
                type="button"
                id={`${baseId}-h${i}`}
                aria-expanded={isOpen}
                aria-controls={`${baseId}-p${i}`}
                onClick={() => toggle(i)}
              >
                <span>{item.title}</span>
                <span className="accordion-icon" aria-hidden="true" />
              </button>
            </Heading>
            <div
              id={`${baseId}-p${i}`}
              role="region"
              aria-labelledby={`${baseId}-h${i}`}
              hidden={!isOpen}
              className="accordion-panel"
            >
              {item.content}
            </div>
          </div>
        )
      })}
    </div>
  )
}
