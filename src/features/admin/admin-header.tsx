import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { brand } from '@kernel/brand'
import { useLang, useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { read } from '~/lib/api-client'
import { Container } from '~/ui/layout'
import { toast } from '~/ui/toast'
import { AdminLangSwitch } from './lang-switch'
import { currentUserQuery } from '~/lib/current-user'

export function AdminHeader({ email }: { email: string }) {
  const t = useT()
  const lang = useLang()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const logout = async () => {
    setBusy(true)
    try {
      await read(api.auth.logout.$post())
      queryClient.removeQueries({ queryKey: ['admin'] })
      queryClient.removeQueries({ queryKey: currentUserQuery.queryKey })
      // A full load: nothing of the console stays in memory after signing out.
      window.location.assign(`/${lang}`)
    } catch {
      setBusy(false)
      toast(t('admin.header.logoutFailed'), 'error')
    }
  }
  return (
    <header className={css({ bg: 'bg.inverted', color: 'fg.inverted' })}>
      <Container className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap', py: '3' })}>
        <a
          href={`/${lang}`}
          className={css({
            fontFamily: 'heading',
            fontWeight: '800',
            fontSize: 'xl',
            color: 'inherit',
            textDecoration: 'none',
          })}
        >
          {brand.name}
        </a>
        <span className={css({ fontSize: 'sm', opacity: 0.9 })}>{t('admin.console')}</span>
        <span className={css({ ml: 'auto', fontSize: 'sm', overflowWrap: 'anywhere' })} data-testid="admin-user-email">
          {email}
        </span>
        <AdminLangSwitch />
        <button type="button" className={button({ variant: 'inverted', size: 'sm' })} onClick={logout} disabled={busy}>
          {t('admin.header.logout')}
        </button>
      </Container>
    </header>
  )
}
