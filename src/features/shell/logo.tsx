import { css } from 'styled-system/css'
import { brand } from '@kernel/brand'

/** Wordmark with a locker glyph; text stays real text for screen readers and SEO. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: '2',
        fontFamily: 'heading',
        fontWeight: '800',
        fontSize: 'xl',
        letterSpacing: '-0.02em',
        color: inverted ? 'white' : 'brand.900',
      })}
    >
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect x="2" y="4" width="28" height="24" rx="6" fill={inverted ? '#ffffff' : '#0c6858'} />
        <rect x="7" y="9" width="8" height="14" rx="2" fill={inverted ? '#0c6858' : '#cff7ea'} />
        <rect x="17" y="9" width="8" height="14" rx="2" fill={inverted ? '#0c6858' : '#cff7ea'} />
        <circle cx="13" cy="16" r="1.3" fill={inverted ? '#ffffff' : '#0c6858'} />
        <circle cx="19" cy="16" r="1.3" fill={inverted ? '#ffffff' : '#0c6858'} />
      </svg>
      {brand.name}
    </span>
  )
}
