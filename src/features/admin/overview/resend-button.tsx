import { useMutation, useQueryClient } from '@tanstack/react-query'
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

/** "Wyślij ponownie" on a failed mail; the list refreshes to show it queued, then sent. */
export function ResendButton({ id }: { id: number }) {
  const t = useT()
  const queryClient = useQueryClient()
  const resend = useMutation({
    mutationFn: () => resendMail(id),
    onSuccess: () => invalidateAdmin(queryClient, 'inbox'),
  })
  return (
    <span className={css({ display: 'inline-flex', flexDirection: 'column', gap: '1', alignItems: 'flex-start' })}>
      <button
        type="button"
        className={button}
        aria-disabled={resend.isPending || undefined}
        onClick={() => {
          if (!resend.isPending) resend.mutate()
        }}
      >
        {t('admin.inbox.resend')}
      </button>
      <span role="status" className={css({ fontSize: 'xs' })}>
        {resend.isSuccess ? t('admin.inbox.resent') : resend.isError ? t('admin.inbox.resendFailed') : ''}
      </span>
    </span>
  )
}
