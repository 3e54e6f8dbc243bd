import { useState } from 'react'
import { css } from 'styled-system/css'
import { useT } from '~/i18n/use-lang'
import { EmailLinkForm } from './email-link-form'
import { RoleToggle, type SigninRole } from './role-toggle'
import { SigninForm } from './signin-form'

/**
 * The sign-in page's two tabs. The operator's is the password form. The renter's ("Najemca") leads with the sign-in
 * link, which makes the account on first use (issue 40), and keeps the password form below for tenants who have one.
 * The password form keeps its place in the tree, so what was typed survives a change of tab.
 */
export function SigninTabs({ next }: { next?: string }) {
  const t = useT()
  const [role, setRole] = useState<SigninRole>('operator')
  const tenant = role === 'tenant'
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <RoleToggle value={role} onChange={setRole} />
      {tenant ? (
        <section aria-labelledby="email-link-title" className={css({ display: 'grid', gap: '3' })}>
          <h2 id="email-link-title" className={css({ textStyle: 'h3' })}>
            {t('auth.emailLink.title')}
          </h2>
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t('auth.emailLink.lead')}</p>
          <EmailLinkForm next={next} />
        </section>
      ) : null}
      {tenant ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted', borderTopWidth: '1px', pt: '4' })}>
          {t('auth.emailLink.password')}
        </p>
      ) : null}
      <SigninForm next={next} role={role} />
    </div>
  )
}
