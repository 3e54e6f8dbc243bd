import type { MouseEvent, ReactNode } from 'react'
import { css } from 'styled-system/css'
import { button, modal } from 'styled-system/recipes'
import { CloseIcon } from './icons'
import { useModalDialog } from './use-modal-dialog'

type ModalSize = 'sm' | 'md' | 'demo' | 'trial'

/** One entry per size, each a literal call the build turns into class names (ADR 0029), so no recipe runs here. */
const STYLES: Record<ModalSize, ReturnType<typeof modal>> = {
  sm: modal({ size: 'sm' }),
  md: modal({ size: 'md' }),
  demo: modal({ size: 'demo' }),
  trial: modal({ size: 'trial' }),
}

/** The padded content area under a modal's header, for dialogs without a footer of their own. */
export function ModalBody({ children }: { children: ReactNode }) {
  return <div className={`${STYLES.md.body} ${css({ pb: '6' })}`}>{children}</div>
}

type ModalProps = {
  titleId: string
  title: ReactNode
  description?: ReactNode
  descriptionId?: string
  closeLabel: string
  onClose: () => void
  size?: ModalSize
  testId?: string
  children: ReactNode
}

/**
 * A native modal <dialog> (useModalDialog) that covers the viewport as the dimmed backdrop, with the panel inside:
 * a press on the backdrop or Escape closes it. aria-modal stays for the code that asks "is a dialog open?"
 * (idle.ts, the teaser, the route announcer).
 */
export function Modal({
  titleId,
  title,
  description,
  descriptionId,
  closeLabel,
  onClose,
  size = 'md',
  testId,
  children,
}: ModalProps) {
  const styles = STYLES[size]
  const ref = useModalDialog(onClose)
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose()
  }
  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={styles.backdrop}
      onMouseDown={onBackdrop}
      data-testid={testId ? `${testId}-backdrop` : undefined}
    >
      <div className={styles.panel} data-testid={testId}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className={css({ mt: '1.5', color: 'fg.muted' })}>
              {description}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          className={`${button({ variant: 'ghost', size: 'icon' })} ${styles.close}`}
          aria-label={closeLabel}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
        {children}
      </div>
    </dialog>
  )
}
