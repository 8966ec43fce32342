import { useEffect } from 'react'
import type { ReactNode } from 'react'

/** A screen's title: the one h1 of the page, and the document title. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | Matrimony`
  }, [title])
}

export function PageHero({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title)
  return (
    <section className="page-hero">
      <div className="container">
        <h1>{title}</h1>
        {children}
      </div>
    </section>
  )
}
