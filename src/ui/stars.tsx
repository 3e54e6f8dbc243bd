import { css } from 'styled-system/css'
import { StarIcon } from './icons'

/** Five-star rating; the label carries the value for screen readers, the glyphs are decorative. */
export function Stars({ rating, label, size = 18 }: { rating: number; label: string; size?: number }) {
  return (
    <span role="img" aria-label={label} className={css({ display: 'inline-flex', gap: '0.5', color: 'accent.500' })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} size={size} style={{ opacity: n <= Math.round(rating) ? 1 : 0.25 }} />
      ))}
    </span>
  )
}
