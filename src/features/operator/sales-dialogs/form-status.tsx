import { type FormHTMLAttributes, type ReactNode, useEffect, useRef, useState } from 'react'
import { bigButton } from '../big-button'
import { css } from 'styled-system/css'
import { button, modal } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'
import { FormAlert, Honeypot, KitForm, SubmitButton } from '~/ui/form'
import type { FormKitState } from '~/ui/form/context'
import { CheckIcon } from '~/ui/icons'

export type SendStatus = 'idle' | 'sending' | 'success' | 'error'

/** idle → sending → success or error around one POST of a valid form; a submit while sending is ignored. */
export function useSend<T>(post: (value: T) => Promise<unknown>, onSent?: (value: T) => void) {
  const [status, setStatus] = useState<SendStatus>('idle')
  const send = async (value: T) => {
    if (status === 'sending') return
    setStatus('sending')
    try {
      await post(value)
      onSent?.(value)
      setStatus('success')
    } catch {
      setStatus('error')
    }
  }
  return { status, send }
}

/**
 * Submit row: the send failure, what is still missing, and the button, which stays reachable while the form is
 * invalid or sending (ADR 0014).
 */
function SubmitRow({
  formId,
  label,
  valid,
  status,
  failure,
}: {
  formId: string
  label: string
  valid: boolean
  status: SendStatus
  failure: string
}) {
  const t = useT()
  const hintId = `${formId}-submit-hint`
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '2' })}>
      {status === 'error' ? <FormAlert>{failure}</FormAlert> : null}
      {!valid ? (
        <p id={hintId} className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {t('sales.panels.invalidHint')}
        </p>
      ) : null}
      <SubmitButton
        className={bigButton('primary', true)}
        pending={status === 'sending'}
        label={label}
        pendingLabel={t('sales.panels.sending')}
        describedBy={valid ? undefined : hintId}
      />
    </div>
  )
}

/** Replaces the form after a successful submit; focus lands on it so screen readers hear the outcome. */
function SuccessView({
  title,
  text,
  extra,
  done,
  onDone,
}: {
  title: string
  text?: string
  extra?: string
  done: string
  onDone: () => void
}) {
  const ref = useRef<HTMLParagraphElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <div
      role="status"
      className={css({
        textAlign: 'center',
        py: '6',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: '3',
      })}
    >
      <span
        className={css({
          display: 'grid',
          placeItems: 'center',
          w: '14',
          h: '14',
          borderRadius: 'full',
          bg: 'success.50',
          color: 'success.700',
        })}
      >
        <CheckIcon size={28} />
      </span>
      <p className={css({ textStyle: 'h3', color: 'fg.strong' })} tabIndex={-1} ref={ref}>
        {title}
      </p>
      {text ? <p className={css({ color: 'fg.muted', maxW: '52ch' })}>{text}</p> : null}
      {extra ? <p className={css({ color: 'fg.muted', maxW: '52ch' })}>{extra}</p> : null}
      <button type="button" className={button({ variant: 'outline' })} onClick={onDone}>
        {done}
      </button>
    </div>
  )
}

const formBody = css({ position: 'relative', pb: '6' })

/**
 * The frame of a sales form in a dialog: the kit form with its honeypot and submit row while it is being filled,
 * the success view in its place once sent.
 */
export function PanelForm({
  id,
  kit,
  formProps,
  status,
  valid,
  submit,
  failure,
  success,
  onDone,
  children,
}: {
  id: string
  kit: FormKitState
  formProps: FormHTMLAttributes<HTMLFormElement>
  status: SendStatus
  valid: boolean
  submit: string
  failure: string
  success: { title: string; text?: string; done: string }
  onDone: () => void
  children: ReactNode
}) {
  const body = modal().body
  if (status === 'success')
    return (
      <div className={body}>
        <SuccessView {...success} onDone={onDone} />
      </div>
    )
  return (
    <KitForm kit={kit} formProps={formProps} busy={status === 'sending'} className={`${body} ${formBody}`}>
      {children}
      <Honeypot name="company" />
      <SubmitRow formId={id} label={submit} valid={valid} status={status} failure={failure} />
    </KitForm>
  )
}
