import { css } from 'styled-system/css'
import { MODERATION_GROUNDS } from '@api/contract/review-values'
import { useT } from '~/i18n/use-lang'
import { PageHeading } from '~/ui/layout'

const STEPS = ['step1', 'step2', 'step3', 'step4'] as const

/**
 * "Jak weryfikujemy opinie" (issue 43): what the law asks a trader that shows reviews to say since 2023, whether and
 * how it checks they come from people who used the service, and the published grounds for removing one.
 */
export function ReviewVerification() {
  const t = useT()
  return (
    <>
      <PageHeading title={t('reviewPages.verified.heading')} lead={t('reviewPages.verified.lead')} />
      <div className={css({ maxW: 'prose', display: 'grid', gap: '8' })}>
        <section aria-labelledby="verified-how">
          <h2 id="verified-how" className={css({ textStyle: 'h3' })}>
            {t('reviewPages.verified.howTitle')}
          </h2>
          <ol className={css({ mt: '3', pl: '5', listStyle: 'decimal', display: 'grid', gap: '2' })}>
            {STEPS.map((step) => (
              <li key={step}>{t(`reviewPages.verified.how.${step}`)}</li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="verified-score">
          <h2 id="verified-score" className={css({ textStyle: 'h3' })}>
            {t('reviewPages.verified.scoreTitle')}
          </h2>
          <p className={css({ mt: '2' })}>{t('reviewPages.verified.score')}</p>
        </section>
        <section aria-labelledby="verified-operator">
          <h2 id="verified-operator" className={css({ textStyle: 'h3' })}>
            {t('reviewPages.verified.operatorTitle')}
          </h2>
          <p className={css({ mt: '2' })}>{t('reviewPages.verified.operator')}</p>
        </section>
        <section aria-labelledby="verified-grounds" data-testid="moderation-grounds">
          <h2 id="verified-grounds" className={css({ textStyle: 'h3' })}>
            {t('reviewPages.verified.groundsTitle')}
          </h2>
          <p className={css({ mt: '2' })}>{t('reviewPages.verified.groundsLead')}</p>
          <ul className={css({ mt: '2', pl: '5', listStyle: 'disc', display: 'grid', gap: '1' })}>
            {MODERATION_GROUNDS.map((ground) => (
              <li key={ground}>{t(`reviewPages.verified.grounds.${ground}`)}</li>
            ))}
          </ul>
          <p className={css({ mt: '3', fontWeight: '700' })}>{t('reviewPages.verified.negative')}</p>
        </section>
      </div>
    </>
  )
}
