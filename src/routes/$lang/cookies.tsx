import { createFileRoute, Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { useLang, useT } from '~/i18n/use-lang'
import { staticPageHead } from '~/lib/page-head'
import { Container, PageHeading } from '~/ui/layout'
import { CookieSettings } from '~/features/consent/cookie-settings'

export const Route = createFileRoute('/$lang/cookies')({
  head: ({ params }) => staticPageHead('cookies', params),
  component: CookiesPage,
})

function CookiesPage() {
  const t = useT()
  const lang = useLang()
  return (
    <Container className={css({ pb: '16' })}>
      <PageHeading title={t('pages.cookies.heading')} lead={t('consent.page.intro')} />
      <CookieSettings />
      <div className={css({ maxW: 'prose', mt: '10', display: 'grid', gap: '8' })}>
        <section aria-labelledby="cookies-what">
          <h2 id="cookies-what" className={css({ textStyle: 'h3' })}>
            {t('consent.page.whatTitle')}
          </h2>
          <p className={css({ mt: '2' })}>{t('consent.page.whatText')}</p>
        </section>
        <section aria-labelledby="cookies-more">
          <h2 id="cookies-more" className={css({ textStyle: 'h3' })}>
            {t('consent.page.moreTitle')}
          </h2>
          <p className={css({ mt: '2' })}>
            {t('consent.page.moreText')}{' '}
            <Link
              to="/$lang/privacy"
              params={{ lang }}
              className={css({ color: 'fg.brand', textDecoration: 'underline' })}
            >
              {t('pages.privacy.heading')}
            </Link>
          </p>
        </section>
      </div>
    </Container>
  )
}
