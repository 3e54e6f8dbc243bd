import { useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useLang, useT } from '~/i18n/use-lang'
import { ApiError } from '~/lib/api-client'
// By path, not through the kit's index: this page must not reach the kit's eager parts (ADR 0112).
import { FormAlert } from '~/ui/form/form-alert'
import { KitForm } from '~/ui/form/kit-form'
import { SIGNIN_ERRORS } from '~/ui/form/messages'
import { SubmitButton } from '~/ui/form/submit-button'
import { EmailField } from '~/ui/form/text-field'
import { useLazyKitForm } from '~/ui/form/use-lazy-kit-form'
import { EmailLinkSent } from './email-link-sent'
import { askEmailLink } from './session'

type Outcome = 'sent' | 'rateLimited' | 'failed'

/**
 * "Email me a sign-in link" (issue 40): the renter's way in, and the way to a new link when one has expired. Posts
 * EmailLinkSchema, which the server checks too; `next` travels with the link and is judged there again.
 */
export function EmailLinkForm({ next, id = 'email-link-form' }: { next?: string; id?: string }) {
  const t = useT()
  const lang = useLang()
  const [sending, setSending] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const { fields, kit, formProps } = useLazyKitForm({
    id,
    schema: () => import('@api/contract/email-link').then((m) => m.EmailLinkSchema),
    messages: SIGNIN_ERRORS,
    reveal: 'touched',
    onValid: async (value) => {
      if (sending) return
      setSending(true)
      setOutcome(null)
      try {
        await askEmailLink({ email: value.email, lang, ...(next ? { next } : {}) })
        setOutcome('sent')
      } catch (error) {
        setOutcome(error instanceof ApiError && error.status === 429 ? 'rateLimited' : 'failed')
      } finally {
        setSending(false)
      }
    },
  })
  return (
    <KitForm
      kit={kit}
      formProps={formProps}
      busy={sending}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      {outcome === 'sent' ? <EmailLinkSent /> : null}
      {outcome === 'rateLimited' || outcome === 'failed' ? (
        <FormAlert>{t(`auth.emailLink.${outcome}`)}</FormAlert>
      ) : null}
      <EmailField field={fields.email} label={t('auth.email')} required />
      <SubmitButton
        className={`${button({ block: true })} ${css({ h: '12' })}`}
        pending={sending}
        label={t('auth.emailLink.button')}
        pendingLabel={t('auth.emailLink.sending')}
      />
    </KitForm>
  )
}
