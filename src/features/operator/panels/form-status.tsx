import { useEffect, useRef } from 'react'
import { bigButton } from '../big-button'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'
import { CheckIcon } from '~/ui/icons'

export type SendStatus = 'idle' | 'sending' | 'success' | 'error'

/**
 * Submit row. The button is never `disabled` (ADR 0014): a disabled button cannot be reached by Tab and drops the
 * focus it holds. While sending it is aria-disabled and the form ignores submits; the hint says what is missing.
 */
export function SubmitRow({ formId, label, valid, status, failure }: { formId: string; label: string; valid: boolean; status: SendStatus; failure: string }) {
  const t = useT()
  const hintId = `${formId}-submit-hint`
  const sending = status === 'sending'
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '2' })}>
      {status === 'error' ? (
        <p role="alert" className={css({ p: '3', borderRadius: 'md', bg: 'danger.50', color: 'danger.700', fontWeight: '600', fontSize: 'sm' })}>{failure}</p>
      ) : null}
      {!valid ? <p id={hintId} className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t('operator.panels.invalidHint')}</p> : null}
      <button type="submit" className={bigButton('primary', true)} aria-disabled={sending || undefined} aria-describedby={valid ? undefined : hintId}
        onClick={(event) => sending && event.preventDefault()}>
        {sending ? t('operator.panels.sending') : label}
      </button>
    </div>
  )
}

/** Replaces the form after a successful submit; focus lands on it so screen readers hear the outcome. */
export function SuccessView({ title, text, extra, done, onDone }: { title: string; text?: string; extra?: string; done: string; onDone: () => void }) {
  const ref = useRef<HTMLParagraphElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <div role="status" className={css({ textAlign: 'center', py: '6', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3' })}>
      <span className={css({ display: 'grid', placeItems: 'center', w: '14', h: '14', borderRadius: 'full', bg: 'success.50', color: 'success.700' })}>
        <CheckIcon size={28} />
      </span>
      <p className={css({ textStyle: 'h3', color: 'fg.strong' })} tabIndex={-1} ref={ref}>{title}</p>
      {text ? <p className={css({ color: 'fg.muted', maxW: '52ch' })}>{text}</p> : null}
      {extra ? <p className={css({ color: 'fg.muted', maxW: '52ch' })}>{extra}</p> : null}
      <button type="button" className={button({ variant: 'outline' })} onClick={onDone}>{done}</button>
    </div>
  )
}
