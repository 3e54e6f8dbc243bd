import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'

type Props = { title: string; id: string; children: ReactNode; className?: string; titleLang?: string }

/** Titled card used by every block of the detail page. `titleLang` marks an operator title in another language. */
export function DetailCard({ title, id, children, className, titleLang }: Props) {
  return (
    <section aria-labelledby={id} className={card({ padded: true }) + (className ? ` ${className}` : '')}>
      <h2 id={id} lang={titleLang} className={css({ textStyle: 'h3', mb: '4' })}>
        {title}
      </h2>
      {children}
    </section>
  )
}
