import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'

/** Titled card used by every block of the detail page. */
export function DetailCard({ title, id, children, className }: { title: string; id: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={card({ padded: true }) + (className ? ` ${className}` : '')}>
      <h2 id={id} className={css({ textStyle: 'h3', mb: '4' })}>{title}</h2>
      {children}
    </section>
  )
}
