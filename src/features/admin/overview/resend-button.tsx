import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { useT } from '~/i18n/use-lang'
import { invalidateAdmin, resendMail } from '../queries'

const button = css({
  px: '3',
  py: '1',
  borderRadius: 'md',
  border: '1px solid',
  borderColor: 'fg.brand',
  color: 'fg.brand',
  bg: 'white',
  fontWeight: '700',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  _hover: { bg: 'bg.muted' },
})

/**
 * "Wyślij ponownie" on a failed mail; the list refreshes to show it queued, then sent. Plain state, as the console's
 * other actions: React Query's mutation hook was the only one in the app, and its barrel import put it in `core`,
 * which every page loads (issue 45).
 */
export function ResendButton({ id }: { id: number }) {
  const t = useT()
  const queryClient = useQueryClient()
  const [state, setState] = useState<'idle' | 'pending' | 'sent' | 'failed'>('idle')
  const resend = async () => {
    setState('pending')
    try {
      await resendMail(id)
      await invalidateAdmin(queryClient, 'inbox')
      setState('sent')
    } catch {
      setState('failed')
    }
  }
  return (
    <span className={css({ display: 'inline-flex', flexDirection: 'column', gap: '1', alignItems: 'flex-start' })}>
      <button
        type="button"
        className={button}
        aria-disabled={state === 'pending' || undefined}
        onClick={() => {
          if (state !== 'pending') void resend()
        }}
      >
        {t('admin.inbox.resend')}
      </button>
      <span role="status" className={css({ fontSize: 'xs' })}>
        {state === 'sent' ? t('admin.inbox.resent') : state === 'failed' ? t('admin.inbox.resendFailed') : ''}
      </span>
    </span>
  )
}
