import { css } from 'styled-system/css'
import { useT } from '~/i18n/use-lang'

/** Footer newsletter; its behaviour is wired to the API with the operator-site work. */
export function NewsletterForm() {
  const t = useT()
  return (
    <section aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className={css({ textStyle: 'overline', color: 'brand.200', mb: '3' })}>{t('common.footer.newsletterTitle')}</h2>
      <p className={css({ fontSize: 'sm', color: 'ink.200' })}>{t('common.footer.newsletterText')}</p>
    </section>
  )
}
