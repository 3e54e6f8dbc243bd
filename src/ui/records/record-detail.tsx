import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

/** The pieces of one record's page (an inquiry, a reservation): white boxes of label/value rows. */

export const recordBox = css({
  bg: 'white',
  borderRadius: 'lg',
  border: '1px solid',
  borderColor: 'border.default',
  p: { base: '4', md: '6' },
})

export const recordHeading = css({ fontWeight: '700', fontSize: 'lg', color: 'fg.strong', mb: '3' })

/** The "back to the list" link above a record. */
export const backToList = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  color: 'fg.brand',
  fontWeight: '600',
})

/** One label/value pair inside a `<dl>`: side by side from `sm`, stacked below it; long values wrap anywhere. */
export function RecordRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: '1fr', sm: '10rem 1fr' },
        gap: '1',
        py: '2',
        borderTop: '1px solid',
        borderColor: 'border.default',
      })}
    >
      <dt className={css({ color: 'fg.muted', fontSize: 'sm' })}>{label}</dt>
      <dd className={css({ overflowWrap: 'anywhere' })}>{children}</dd>
    </div>
  )
}
