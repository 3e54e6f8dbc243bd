import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { button, modal } from 'styled-system/recipes'
import { CloseIcon } from './icons'
import { useDialogFocus } from './use-dialog-focus'

type ModalProps = {
  titleId: string
  title: ReactNode
  description?: ReactNode
  descriptionId?: string
  closeLabel: string
  onClose: () => void
  size?: 'sm' | 'md' | 'demo' | 'trial'
  testId?: string
  children: ReactNode
}

/** Modal dialog: backdrop click and Escape close it, focus is trapped inside and returned to the opener. */
export function Modal({ titleId, title, description, descriptionId, closeLabel, onClose, size = 'md', testId, children }: ModalProps) {
  const styles = modal({ size })
  const ref = useDialogFocus<HTMLDivElement>(onClose)
  return (
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()} data-testid={testId ? `${testId}-backdrop` : undefined}>
      <div ref={ref} role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={description ? descriptionId : undefined} className={styles.panel} data-testid={testId}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>{title}</h2>
          {description ? <p id={descriptionId} className={css({ mt: '1.5', color: 'fg.muted' })}>{description}</p> : null}
        </div>
        <button type="button" className={`${button({ variant: 'ghost', size: 'icon' })} ${styles.close}`} aria-label={closeLabel} onClick={onClose}>
          <CloseIcon />
        </button>
        {children}
      </div>
    </div>
  )
}
