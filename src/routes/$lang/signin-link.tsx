import { createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { EmailLinkConfirm } from '~/features/auth/email-link-confirm'
import { NOINDEX, PRIVATE_HEADERS } from '~/features/panel/guard'
import { translate } from '~/i18n'
import { useT } from '~/i18n/use-lang'
import { langOf } from '~/lib/page-head'
import { Container, PageHeading } from '~/ui/layout'

/** The page a renter's sign-in link opens (issue 40): the same server render for every link, a button to use it. */
export const Route = createFileRoute('/$lang/signin-link')({
  headers: () => PRIVATE_HEADERS,
  head: ({ params }) => ({ meta: [{ title: translate(langOf(params), 'auth.linkPage.title') }, NOINDEX] }),
  component: SigninLinkPage,
})

function SigninLinkPage() {
  const t = useT()
  return (
    <Container className={css({ pb: '16' })}>
      <PageHeading title={t('auth.linkPage.heading')} />
      <EmailLinkConfirm />
    </Container>
  )
}
