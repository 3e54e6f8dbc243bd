import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { button, modal } from 'styled-system/recipes'
import type { CurrentUser } from '@api/contract/auth'
import { useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { read } from '~/lib/api-client'
import { currentUserQuery, forgetSignedIn } from '~/lib/current-user'
import { Modal } from '~/ui/modal'

const section = css({ bg: 'bg.surface', borderWidth: '1px', borderColor: 'border', rounded: 'lg', p: '6' })
const dialog = modal({ size: 'sm' })

/**
 * "Twoje dane" (issue 40, ADR 0090). The download is a plain link: the API answers it as an attachment, so it works
 * without JavaScript and nothing is held in the page. The erasure asks first in the app's own dialog, which says what
 * goes and what stays; focus starts on keeping the data (the safe answer).
 */
export function AccountData({ user }: { user: CurrentUser }) {
  const t = useT()
  const queryClient = useQueryClient()
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const [done, setDone] = useState(false)
  const erase = async () => {
    setBusy(true)
    setFailed(false)
    try {
      await read(api.account.erase.$post({ json: { confirm: true } }))
      // The answer cleared the session cookie; the header learns it is nobody now without another request.
      forgetSignedIn()
      queryClient.setQueryData(currentUserQuery.queryKey, null)
      setAsking(false)
      setDone(true)
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }
  if (done)
    return (
      <section className={section} role="status" data-testid="account-erased">
        <h2 className={css({ textStyle: 'h3' })}>{t('auth.accountData.doneTitle')}</h2>
        <p className={css({ mt: '2' })}>{t('auth.accountData.done')}</p>
      </section>
    )
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <section className={section} aria-labelledby="account-download">
        <h2 id="account-download" className={css({ textStyle: 'h3' })}>
          {t('auth.accountData.downloadTitle')}
        </h2>
        <p className={css({ mt: '2', mb: '4', color: 'fg.muted' })}>{t('auth.accountData.downloadText')}</p>
        <a href="/api/account/export" download className={button()} data-testid="account-download">
          {t('auth.accountData.download')}
        </a>
      </section>
      <section className={section} aria-labelledby="account-erase">
        <h2 id="account-erase" className={css({ textStyle: 'h3' })}>
          {t('auth.accountData.eraseTitle')}
        </h2>
        {user.role === 'TENANT' ? (
          <>
            <p className={css({ mt: '2', mb: '4', color: 'fg.muted' })}>{t('auth.accountData.eraseText')}</p>
            <button
              type="button"
              className={button({ variant: 'danger' })}
              onClick={() => setAsking(true)}
              data-testid="account-erase"
            >
              {t('auth.accountData.erase')}
            </button>
          </>
        ) : (
          <p className={css({ mt: '2', color: 'fg.muted' })}>{t('auth.accountData.operatorOnly')}</p>
        )}
      </section>
      {asking ? (
        <Modal
          titleId="erase-confirm-title"
          title={t('auth.accountData.confirmTitle')}
          closeLabel={t('auth.accountData.close')}
          onClose={() => (busy ? undefined : setAsking(false))}
          size="sm"
          testId="erase-confirm"
        >
          <div className={`${dialog.body} ${css({ display: 'flex', flexDirection: 'column', gap: '3' })}`}>
            <p>{t('auth.accountData.deleted')}</p>
            <p>{t('auth.accountData.wiped')}</p>
            <p>{t('auth.accountData.kept')}</p>
            {failed ? (
              <p role="alert" className={css({ color: 'danger.700', fontWeight: '700' })}>
                {t('auth.accountData.failed')}
              </p>
            ) : null}
          </div>
          <div className={dialog.footer}>
            <button
              type="button"
              className={button({ variant: 'ghost' })}
              onClick={() => setAsking(false)}
              data-autofocus
            >
              {t('auth.accountData.cancel')}
            </button>
            <button
              type="button"
              className={button({ variant: 'danger' })}
              onClick={() => (busy ? undefined : erase())}
              aria-disabled={busy || undefined}
            >
              {busy ? t('auth.accountData.erasing') : t('auth.accountData.confirm')}
            </button>
          </div>
        </Modal>
      ) : null}
    </div>
  )
}
