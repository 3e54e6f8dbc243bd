import { css, cx } from 'styled-system/css'

// Occupancy of a sample floor: f = free, o = occupied, r = reserved, d = overdue.
const UNITS = 'ooofoorooodoofoorooofooooroofodoooofroo'.split('')
// Static classes, not a var() built at run time: the sheet keeps only the custom properties its rules read (ADR 0078).
const CELL_COLOR = {
  o: css({ bg: 'brand.600' }),
  f: css({ bg: 'ink.200' }),
  r: css({ bg: 'accent.300' }),
  d: css({ bg: 'danger.600' }),
} as const
const BARS = [42, 55, 48, 63, 70, 66, 78, 84, 81, 88, 92, 87]

/** Drawn product preview (no screenshot to go stale): unit map, occupancy and revenue trend. */
export function HeroMock({ label }: { label: string }) {
  return (
    <div
      role="img"
      aria-label={label}
      className={css({
        bg: 'white',
        borderRadius: '2xl',
        boxShadow: 'xl',
        border: '1px solid',
        borderColor: 'border.default',
        overflow: 'hidden',
      })}
    >
      <div
        className={css({
          display: 'flex',
          gap: '1.5',
          px: '4',
          py: '3',
          borderBottom: '1px solid',
          borderColor: 'border.default',
          bg: 'bg.subtle',
        })}
      >
        {['#f87171', '#fbbf24', '#34d399'].map((c) => (
          <span key={c} className={css({ w: '2.5', h: '2.5', borderRadius: 'full' })} style={{ background: c }} />
        ))}
      </div>
      <div className={css({ display: 'grid', gridTemplateColumns: '1.3fr 1fr', gap: '4', p: { base: '4', md: '5' } })}>
        <div>
          <div className={css({ h: '2.5', w: '24', bg: 'ink.200', borderRadius: 'full', mb: '3' })} />
          <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(8, 1fr)', gap: '1' })}>
            {UNITS.map((u, i) => (
              <span
                key={i}
                className={cx(css({ aspectRatio: '1', borderRadius: 'xs' }), CELL_COLOR[u as keyof typeof CELL_COLOR])}
              />
            ))}
          </div>
        </div>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          <div className={css({ p: '3', borderRadius: 'md', bg: 'brand.50' })}>
            <div className={css({ fontSize: 'xs', color: 'brand.800', fontWeight: '600' })}>87%</div>
            <div className={css({ h: '1.5', mt: '1.5', bg: 'brand.100', borderRadius: 'full', overflow: 'hidden' })}>
              <div className={css({ h: 'full', w: '87%', bg: 'brand.600' })} />
            </div>
          </div>
          <div
            className={css({
              display: 'flex',
              alignItems: 'flex-end',
              gap: '1',
              h: '20',
              p: '2',
              borderRadius: 'md',
              bg: 'bg.subtle',
            })}
          >
            {BARS.map((h, i) => (
              <span
                key={i}
                className={css({ flex: '1', bg: 'brand.400', borderRadius: '2px' })}
                style={{ height: `${h}%` }}
              />
            ))}
          </div>
        </div>
      </div>
    </div>
  )
}
