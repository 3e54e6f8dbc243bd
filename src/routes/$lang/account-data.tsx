import { createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { AccountData } from '~/features/account/account-data'
import { NOINDEX, PRIVATE_HEADERS, requireRole } from '~/features/panel/guard'
import { translate } from '~/i18n'
import { useT } from '~/i18n/use-lang'
import { langOf } from '~/lib/page-head'
import { Container } from '~/ui/layout'

/** "Twoje dane" / "Your data" (issue 40): the signed-in person's export and, for a renter, the erasure. */
export const Route = createFileRoute('/$lang/account-data')({
  beforeLoad: async ({ context, location, params }) => ({
    user: await requireRole(context.queryClient, langOf(params), location, ['TENANT', 'CLIENT', 'SUPERADMIN']),
  }),
  headers: () => PRIVATE_HEADERS,
  head: ({ params }) => ({ meta: [{ title: translate(langOf(params), 'account.myData') }, NOINDEX] }),
  component: AccountDataPage,
})

function AccountDataPage() {
  const t = useT()
  const { user } = Route.useRouteContext()
  return (
    <div className={css({ bg: 'bg.subtle', minH: '60vh', py: { base: '8', md: '12' } })}>
      <Container>
        <h1 className={css({ textStyle: 'h1' })}>{t('account.myData')}</h1>
        <p className={css({ color: 'fg.muted', mt: '2', mb: '6', overflowWrap: 'anywhere' })}>
          {t('auth.accountData.lead')}
        </p>
        <AccountData user={user} />
      </Container>
    </div>
  )
}
