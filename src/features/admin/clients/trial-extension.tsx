import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { css } from 'styled-system/css'
import { button, card, input } from 'styled-system/recipes'
import { useLang, useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { ApiError, read } from '~/lib/api-client'
import { formatLongDate } from '~/lib/datetime'
import { toast } from '~/ui/toast'
import type { AdminClient } from '../contract'
import { invalidateAdmin } from '../queries'

/**
 * A company in trial (issue 42): when the trial ends, and "+N days" for the superadmin (counted from the end, or
 * from today when it has ended; the company's audit trail records it), and "the company pays", which ends the trial
 * for good. Nothing for a paying company.
 */
export function TrialExtension({ client }: { client: AdminClient }) {
  const t = useT()
  const lang = useLang()
  const id = useId()
  const queryClient = useQueryClient()
  const [days, setDays] = useState('14')
  const [busy, setBusy] = useState(false)
  if (!client.trial) return null
  const endsAt = client.trial.endsAt
  const extend = async (event: React.FormEvent) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    try {
      await read(
        api.superadmin.clients[':id']['trial-extension'].$post({
          param: { id: String(client.id) },
          json: { days: Number(days) },
        }),
      )
      await invalidateAdmin(queryClient, 'clients')
      toast(t('admin.trial.extended'), 'success')
    } catch {
      toast(t('admin.trial.failed'), 'error')
    } finally {
      setBusy(false)
    }
  }
  const paying = async () => {
    if (busy) return
    setBusy(true)
    try {
      await read(api.superadmin.clients[':id'].paying.$post({ param: { id: String(client.id) } }))
      await invalidateAdmin(queryClient, 'clients')
      toast(t('admin.trial.payingDone'), 'success')
    } catch (error) {
      const held = error instanceof ApiError && error.code === 'NIP_HELD'
      toast(t(held ? 'admin.trial.nipHeld' : 'admin.trial.payingFailed'), 'error')
    } finally {
      setBusy(false)
    }
  }
  return (
    <section
      aria-labelledby={`${id}-h`}
      className={`${card({ elevation: 'flat' })} ${css({ p: '4', mb: '4', display: 'flex', flexDirection: 'column', gap: '3' })}`}
      data-testid="trial-extension"
    >
      <h2 id={`${id}-h`} className={css({ textStyle: 'h3' })}>
        {t('admin.trial.title')}
      </h2>
      <p>{endsAt ? t('admin.trial.endsOn', { date: formatLongDate(lang, endsAt) }) : t('admin.trial.notActivated')}</p>
      {endsAt ? (
        <form onSubmit={extend} className={css({ display: 'flex', gap: '3', alignItems: 'end', flexWrap: 'wrap' })}>
          <label htmlFor={`${id}-days`} className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            {t('admin.trial.days')}
            <input
              id={`${id}-days`}
              type="number"
              min={1}
              max={365}
              required
              inputMode="numeric"
              className={`${input()} ${css({ w: '28' })}`}
              value={days}
              onChange={(event) => setDays(event.target.value)}
            />
          </label>
          <button type="submit" className={button({ variant: 'outline' })} disabled={busy} aria-busy={busy}>
            {t('admin.trial.extend')}
          </button>
        </form>
      ) : null}
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', alignItems: 'start' })}>
        <button
          type="button"
          // Longer than a phone's card is wide: it wraps instead of spilling out.
          className={`${button({ variant: 'outline' })} ${css({ whiteSpace: 'normal', h: 'auto', minH: '11', py: '2', textAlign: 'start' })}`}
          disabled={busy}
          aria-busy={busy}
          aria-describedby={`${id}-paying`}
          onClick={paying}
        >
          {t('admin.trial.paying')}
        </button>
        <p id={`${id}-paying`} className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {t('admin.trial.payingHint')}
        </p>
      </div>
    </section>
  )
}
