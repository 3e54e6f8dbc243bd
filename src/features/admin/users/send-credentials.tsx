import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { css } from 'styled-system/css'
import { button, card, checkbox } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { read } from '~/lib/api-client'
import { toast } from '~/ui/toast'
import { serverMessage } from '../errors'
import { invalidateAdmin } from '../queries'

/** E-mails the login details; optionally with a fresh server-generated password (which replaces the current one). */
export function SendCredentials({ userId }: { userId: number }) {
  const t = useT()
  const id = useId()
  const queryClient = useQueryClient()
  const [fresh, setFresh] = useState(false)
  const [busy, setBusy] = useState(false)
  const send = async () => {
    setBusy(true)
    try {
      await read(
        api.superadmin.users[':id']['send-credentials'].$post({
          param: { id: String(userId) },
          json: fresh ? { generateNewPassword: true } : {},
        }),
      )
      await invalidateAdmin(queryClient, 'inbox')
      toast(t('admin.credentials.sent'), 'success')
    } catch (error) {
      toast(serverMessage(error, t('admin.credentials.failed'), t), 'error')
    } finally {
      setBusy(false)
    }
  }
  return (
    <section
      aria-labelledby={`${id}-h`}
      className={`${card({ elevation: 'flat' })} ${css({ p: '4', mt: '4', display: 'flex', flexDirection: 'column', gap: '3' })}`}
    >
      <h2 id={`${id}-h`} className={css({ textStyle: 'h3' })}>
        {t('admin.credentials.title')}
      </h2>
      <label htmlFor={`${id}-fresh`} className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
        <input
          id={`${id}-fresh`}
          type="checkbox"
          className={checkbox()}
          checked={fresh}
          onChange={(event) => setFresh(event.target.checked)}
        />
        {t('admin.credentials.fresh')}
      </label>
      <div>
        <button
          type="button"
          className={button({ variant: 'outline' })}
          onClick={send}
          disabled={busy}
          aria-busy={busy}
        >
          {t('admin.credentials.send')}
        </button>
      </div>
    </section>
  )
}
