import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'

const box = css({ p: '3', borderRadius: 'md', bg: 'danger.50', color: 'danger.700', fontWeight: '600', fontSize: 'sm' })

/** The form-level error: one assertive announcement, shown where the form is. */
export function FormAlert({
  id,
  testId,
  className,
  children,
}: {
  id?: string
  testId?: string
  className?: string
  children: ReactNode
}) {
  return (
    <div role="alert" id={id} data-testid={testId} className={cx(box, className)}>
      {children}
    </div>
  )
}
