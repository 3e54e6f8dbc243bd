import { createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { useT } from '~/i18n/use-lang'
import { staticPageHead } from '~/lib/page-head'
import { CheckIcon } from '~/ui/icons'
import { Container } from '~/ui/layout'
import { SigninTabs } from '~/features/auth/signin-tabs'
import { challengeQuery } from '~/lib/challenge'

export const Route = createFileRoute('/$lang/signin')({
  validateSearch: (search: Record<string, unknown>): { next?: string } =>
    typeof search.next === 'string' ? { next: search.next } : {},
  head: ({ params }) => staticPageHead('signin', params),
  // The form renders without it (the browser asks again); the server checks tokens whatever the page showed.
  loader: ({ context }) => context.queryClient.ensureQueryData(challengeQuery).catch(() => null),
  component: SigninPage,
})

function SigninPage() {
  const t = useT()
  const { next } = Route.useSearch()
  return (
    <div className={css({ bg: 'bg.subtle', py: { base: '8', md: '16' } })}>
      <Container className={css({ maxW: '1000px' })}>
        <div
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
            bg: 'white',
            borderRadius: '2xl',
            boxShadow: 'lg',
            overflow: 'hidden',
          })}
        >
          <div className={css({ p: { base: '6', md: '10' } })}>
            <p className={css({ textStyle: 'overline', color: 'fg.brand' })}>{t('auth.eyebrow')}</p>
            <h1 className={css({ textStyle: 'h1', mt: '2' })}>{t('auth.title')}</h1>
            <p className={css({ color: 'fg.muted', mt: '2', mb: '6' })}>{t('auth.lead')}</p>
            <SigninTabs next={next} />
          </div>
          <aside
            className={css({
              display: { base: 'none', md: 'flex' },
              flexDirection: 'column',
              justifyContent: 'center',
              p: '10',
              color: 'white',
              bgGradient: 'to-br',
              gradientFrom: 'brand.700',
              gradientTo: 'brand.950',
            })}
          >
            <p className={css({ textStyle: 'h2', color: 'white' })}>{t('auth.asideTitle')}</p>
            <ul className={css({ listStyle: 'none', p: '0', mt: '6', display: 'grid', gap: '3' })}>
              {(['asideP1', 'asideP2', 'asideP3'] as const).map((k) => (
                <li key={k} className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
                  <CheckIcon size={18} />
                  {t(`auth.${k}`)}
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </Container>
    </div>
  )
}
