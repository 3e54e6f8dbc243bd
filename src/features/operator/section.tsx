import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { Container } from '~/ui/layout'

type SectionProps = {
  id?: string
  eyebrow?: string
  title: string
  lead?: string
  tone?: 'plain' | 'subtle' | 'brand'
  center?: boolean
  children?: ReactNode
  className?: string
}

const tones = {
  plain: css({ bg: 'bg.canvas' }),
  subtle: css({ bg: 'bg.subtle' }),
  brand: css({ bg: 'brand.950', color: 'white' }),
}

/** Marketing section: eyebrow, h2, lead and content on a tone band; the heading names the region. */
export function Section({
  id,
  eyebrow,
  title,
  lead,
  tone = 'plain',
  center = true,
  children,
  className,
}: SectionProps) {
  const headingId = `${id ?? title.replace(/\W+/g, '-').toLowerCase()}-title`
  const inverted = tone === 'brand'
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cx(tones[tone], css({ py: { base: '14', md: '20' } }), className)}
    >
      <Container>
        <div
          className={css({
            maxW: '720px',
            mx: center ? 'auto' : '0',
            textAlign: center ? 'center' : 'left',
            mb: { base: '8', md: '12' },
          })}
        >
          {eyebrow ? (
            <p className={css({ textStyle: 'overline', color: inverted ? 'brand.200' : 'fg.brand', mb: '2' })}>
              {eyebrow}
            </p>
          ) : null}
          <h2 id={headingId} className={css({ textStyle: 'h2', color: inverted ? 'white' : 'fg.strong' })}>
            {title}
          </h2>
          {lead ? (
            <p className={css({ textStyle: 'lead', color: inverted ? 'ink.200' : 'fg.muted', mt: '3' })}>{lead}</p>
          ) : null}
        </div>
        {children}
      </Container>
    </section>
  )
}
