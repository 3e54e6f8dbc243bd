import { createFileRoute, Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { useLang, useT } from '~/i18n/use-lang'
import { staticPageHead } from '~/lib/page-head'
import { Container, PageHeading } from '~/ui/layout'
import { bigButton } from '~/features/operator/big-button'
import { CaseCard, CASES } from '~/features/operator/cases/case-card'

export const Route = createFileRoute('/$lang/case-studies')({
  head: ({ params }) => staticPageHead('caseStudies', params),
  component: CaseStudiesPage,
})

function CaseStudiesPage() {
  const t = useT()
  const lang = useLang()
  return (
    <Container className={css({ pb: { base: '14', md: '20' } })}>
      <PageHeading
        eyebrow={t('operatorPages.cases.eyebrow')}
        title={t('pages.caseStudies.heading')}
        lead={t('pages.caseStudies.description')}
      />
      <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' } })}>
        {CASES.map((entry) => (
          <CaseCard key={entry.id} {...entry} />
        ))}
      </div>
      <section
        aria-labelledby="cases-cta"
        className={css({
          mt: '14',
          p: { base: '6', md: '10' },
          borderRadius: '2xl',
          bg: 'bg.subtle',
          textAlign: 'center',
        })}
      >
        <h2 id="cases-cta" className={css({ textStyle: 'h2' })}>
          {t('operatorPages.cases.ctaTitle')}
        </h2>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'center', mt: '6' })}>
          <Link to="/$lang/software" params={{ lang }} className={bigButton('outline')}>
            {t('operatorPages.cases.software')}
          </Link>
          <Link
            to="/$lang/software"
            params={{ lang }}
            search={{ demo: 1 }}
            className={bigButton()}
            data-testid="cases-demo"
          >
            {t('operatorPages.cases.demo')}
          </Link>
        </div>
      </section>
    </Container>
  )
}
