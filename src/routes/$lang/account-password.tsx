import { createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { Role } from '@api/contract/auth'
import { PasswordChange } from '~/features/account/password-change'
import { NOINDEX, PRIVATE_HEADERS, requireRole } from '~/features/panel/guard'
import { translate } from '~/i18n'
import { useT } from '~/i18n/use-lang'
import { langOf } from '~/lib/page-head'
import { Container } from '~/ui/layout'

/** Every role; spelled here, not read from the contract, whose schemas (valibot) would join every page's first load. */
const ANY_ROLE: Role[] = ['SUPERADMIN', 'CLIENT', 'TENANT']

/** "Zmień hasło" (issue 40): every signed-in role's own password, from the account menu. */
export const Route = createFileRoute('/$lang/account-password')({
  beforeLoad: async ({ context, location, params }) => ({
    user: await requireRole(context.queryClient, langOf(params), location, ANY_ROLE),
  }),
  headers: () => PRIVATE_HEADERS,
  head: ({ params }) => ({ meta: [{ title: translate(langOf(params), 'pages.accountPassword.title') }, NOINDEX] }),
  component: AccountPasswordPage,
})

function AccountPasswordPage() {
  const t = useT()
  const { user } = Route.useRouteContext()
  return (
    <div className={css({ bg: 'bg.subtle', minH: '60vh', py: { base: '8', md: '12' } })}>
      <Container className={css({ maxW: '560px' })}>
        <h1 className={css({ textStyle: 'h1' })}>{t('password.change.title')}</h1>
        <p className={css({ color: 'fg.muted', mt: '2', mb: '6', overflowWrap: 'anywhere' })}>
          {t('password.change.lead')} ({user.email})
        </p>
        <div className={css({ bg: 'white', borderRadius: '2xl', boxShadow: 'md', p: { base: '6', md: '8' } })}>
          <PasswordChange />
        </div>
      </Container>
    </div>
  )
}
