import { createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { PasswordReset } from '~/features/auth/password-reset'
import { staticPageHead } from '~/lib/page-head'
import { Container } from '~/ui/layout'

/** "Nie pamiętasz hasła?" and the page the reset and set-password mails open (issue 40); noindex, no token on the server. */
export const Route = createFileRoute('/$lang/signin-reset')({
  head: ({ params }) => staticPageHead('signinReset', params, { noindex: true }),
  component: SigninResetPage,
})

function SigninResetPage() {
  return (
    <div className={css({ bg: 'bg.subtle', py: { base: '8', md: '16' } })}>
      <Container className={css({ maxW: '560px' })}>
        <div className={css({ bg: 'white', borderRadius: '2xl', boxShadow: 'lg', p: { base: '6', md: '10' } })}>
          <PasswordReset />
        </div>
      </Container>
    </div>
  )
}
