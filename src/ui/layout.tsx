import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'

export function Container({
  children,
  className,
  as: Tag = 'div',
}: {
  children: ReactNode
  className?: string
  as?: 'div' | 'section' | 'header' | 'footer' | 'nav'
}) {
  return (
    <Tag className={cx(css({ maxW: 'container', mx: 'auto', px: { base: '4', md: '6' }, w: 'full' }), className)}>
      {children}
    </Tag>
  )
}

/** Title block shared by the content pages. */
export function PageHeading({ title, lead, eyebrow }: { title: string; lead?: string; eyebrow?: string }) {
  return (
    <div className={css({ py: { base: '8', md: '12' } })}>
      {eyebrow ? <p className={css({ textStyle: 'overline', color: 'fg.brand', mb: '2' })}>{eyebrow}</p> : null}
      <h1 className={css({ textStyle: 'h1' })}>{title}</h1>
      {lead ? <p className={css({ textStyle: 'lead', color: 'fg.muted', mt: '3', maxW: 'prose' })}>{lead}</p> : null}
    </div>
  )
}
