import { createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { useT } from '~/i18n/use-lang'
import { staticPageHead } from '~/lib/page-head'
import { Container, PageHeading } from '~/ui/layout'
import { CookieSettings } from '~/features/consent/cookie-settings'
import { PrivacyLink } from '~/ui/privacy-link'

export const Route = createFileRoute('/$lang/cookies')({
  head: ({ params }) => staticPageHead('cookies', params),
  component: CookiesPage,
})

function CookiesPage() {
  const t = useT()
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
            {t('consent.page.moreText')} <PrivacyLink />
          </p>
        </section>
      </div>
    </Container>
  )
}
