import { createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { useT } from '~/i18n/use-lang'
import { langOf, staticPageHead } from '~/lib/page-head'
import { Faq } from '~/ui/faq'
import { Container } from '~/ui/layout'
import { CtaBand } from '~/features/operator/cta-band'
import { ReviewCards } from '~/features/operator/reviews'
import { Section } from '~/features/operator/section'
import { ComparisonCards } from '~/features/operator/why/comparison'
import { translator } from '~/i18n'
import { whyFaq } from '~/features/operator/why/why-faq'

export const Route = createFileRoute('/$lang/why')({
  // Built in the loader, not in head(): the loader's chunk is this page's, head() runs in every page's (ADR 0028).
  // The JSON-LD builders come with the code: only a client-side navigation runs this loader in the browser, so they
  // stay out of the page's first load (issue 31, ADR 0107).
  loader: async ({ params }) => {
    const { faqPage } = await import('~/lib/structured-data')
    return { jsonLd: [faqPage(whyFaq(translator(langOf(params))))] }
  },
  head: ({ params, loaderData }) => staticPageHead('why', params, { jsonLd: loaderData?.jsonLd ?? [] }),
  component: WhyPage,
})

function WhyPage() {
  const t = useT()
  return (
    <>
      <section
        aria-labelledby="why-title"
        className={css({
          bgGradient: 'to-b',
          gradientFrom: 'brand.50',
          gradientTo: 'white',
          py: { base: '12', md: '20' },
        })}
      >
        <Container className={css({ textAlign: 'center' })}>
          <p className={css({ textStyle: 'overline', color: 'fg.brand' })}>{t('operatorPages.why.eyebrow')}</p>
          <h1 id="why-title" className={css({ textStyle: 'display', mt: '3', maxW: '22ch', mx: 'auto' })}>
            {t('operatorPages.why.title')}
          </h1>
          <p className={css({ textStyle: 'lead', color: 'fg.muted', mt: '4', maxW: '60ch', mx: 'auto' })}>
            {t('operatorPages.why.lead')}
          </p>
        </Container>
      </section>
      <Section id="porownanie" title={t('operatorPages.why.compareTitle')}>
        <ComparisonCards />
      </Section>
      <Section id="opinie" title={t('operatorPages.why.reviewsTitle')} tone="subtle">
        <ReviewCards />
      </Section>
      <CtaBand
        id="why-cta"
        target="software"
        title={t('operatorPages.why.ctaTitle')}
        trialLabel={t('operatorPages.why.ctaTrial')}
        demoLabel={t('operatorPages.why.ctaDemo')}
        note={t('operatorPages.why.ctaNote')}
      />
      <Section id="faq" title={t('operatorPages.why.faqTitle')}>
        <div className={css({ maxW: '800px', mx: 'auto' })}>
          <Faq items={whyFaq(t)} />
        </div>
      </Section>
    </>
  )
}
