import { Outlet, createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { translate } from '~/i18n'
import { Container } from '~/ui/layout'

export const Route = createFileRoute('/admin')({
  head: () => ({ meta: [{ title: translate('pl', 'pages.admin.title') }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: AdminLayout,
})

function AdminLayout() {
  return (
    <main id="main" className={css({ minH: '100dvh', bg: 'bg.subtle' })}>
      <Container>
        <Outlet />
      </Container>
    </main>
  )
}
