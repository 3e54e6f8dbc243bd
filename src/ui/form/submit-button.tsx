import type { ReactNode } from 'react'
import { button } from 'styled-system/recipes'

type Props = {
  label: ReactNode
  pending: boolean
  pendingLabel: ReactNode
  className?: string
  /** Ids of text that explains the button (what is still missing). */
  describedBy?: string
}

/**
 * Never `disabled` (ADR 0014): a disabled button drops the focus it holds and cannot be reached by Tab. While the
 * form is sending it is aria-disabled, says so, and ignores presses.
 */
export function SubmitButton({ label, pending, pendingLabel, className = button(), describedBy }: Props) {
  return (
    <button
      type="submit"
      className={className}
      aria-disabled={pending || undefined}
      aria-describedby={describedBy}
      onClick={(event) => pending && event.preventDefault()}
    >
      {pending ? pendingLabel : label}
    </button>
  )
}
