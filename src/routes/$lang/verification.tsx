import { createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'
import { staticPageHead } from '~/lib/page-head'
import { Container, PageHeading } from '~/ui/layout'

export const Route = createFileRoute('/$lang/verification')({
  head: ({ params }) => staticPageHead('verification', params),
  component: VerificationPage,
})

const REGISTERS = ['checksum', 'vat', 'krs', 'ceidg', 'regon'] as const
const OUTCOMES = ['verified', 'review', 'refused'] as const
const section = card({ padded: true })
const title = css({ textStyle: 'h3', mb: '3' })
const list = css({ display: 'grid', gap: '3', pl: '5', listStyle: 'disc' })

/** "Jak weryfikujemy operatorów" (issue 42): what the badge on cards and facility pages means. */
function VerificationPage() {
  const t = useT()
  return (
    <Container className={css({ pb: '16', maxW: 'prose' })}>
      <PageHeading title={t('pages.verification.heading')} lead={t('verification.lead')} />
      <div className={css({ display: 'grid', gap: '6' })}>
        <section aria-labelledby="verify-registers" className={section}>
          <h2 id="verify-registers" className={title}>
            {t('verification.registersTitle')}
          </h2>
          <ul className={list}>
            {REGISTERS.map((register) => (
              <li key={register}>{t(`verification.registers.${register}`)}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="verify-outcomes" className={section}>
          <h2 id="verify-outcomes" className={title}>
            {t('verification.outcomesTitle')}
          </h2>
          <ul className={list}>
            {OUTCOMES.map((outcome) => (
              <li key={outcome}>{t(`verification.outcomes.${outcome}`)}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="verify-when" className={section}>
          <h2 id="verify-when" className={title}>
            {t('verification.whenTitle')}
          </h2>
          <p>{t('verification.when')}</p>
        </section>
        <section aria-labelledby="verify-evidence" className={section}>
          <h2 id="verify-evidence" className={title}>
            {t('verification.evidenceTitle')}
          </h2>
          <p>{t('verification.evidence')}</p>
        </section>
      </div>
    </Container>
  )
}
