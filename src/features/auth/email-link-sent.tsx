import { css } from 'styled-system/css'
import { useT } from '~/i18n/use-lang'

/**
 * One neutral sentence for any address (issue 40): the page never learns whether it has an account. Its own module:
 * the unverified notice on the renter's pages shows it without the form (and the form kit) around it.
 */
export function EmailLinkSent() {
  const t = useT()
  return (
    <p
      role="status"
      data-testid="email-link-sent"
      className={css({ p: '3', borderRadius: 'md', bg: 'success.50', color: 'success.700', fontWeight: '600' })}
    >
      {t('auth.emailLink.sent')}
    </p>
  )
}
