import { useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { NewsletterSchema } from '@api/contract/forms'
import { useLang, useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { read } from '~/lib/api-client'
import { EmailField, KitForm, NEWSLETTER_ERRORS, SubmitButton, useKitForm } from '~/ui/form'

type Status = 'idle' | 'sending' | 'success' | 'error'

const control = css({
  flex: '1', minW: '0', h: '11', px: '3', borderRadius: 'md', border: '1px solid', borderColor: 'rgba(255,255,255,0.35)', bg: 'rgba(255,255,255,0.08)', color: 'white',
  _placeholder: { color: 'ink.300' },
  _focusVisible: { borderColor: 'brand.300' },
})

/** Spec §4: idle → sending (sending label) → success (message, field cleared) or failure. Empty submit does nothing. */
export function NewsletterForm() {
  const t = useT()
  const lang = useLang()
  const [status, setStatus] = useState<Status>('idle')
  const sending = status === 'sending'
  const { form, fields, kit, formProps } = useKitForm({
    id: 'newsletter-form',
    schema: NewsletterSchema,
    // One line under the form says what went wrong, for a bad address and a failed send alike.
    messages: NEWSLETTER_ERRORS,
    reveal: 'status',
    validateOn: 'submit',
    onInvalid: (submission) => {
      if (String(submission.payload.email ?? '').trim()) setStatus('error')
    },
    onValid: async (value) => {
      if (sending) return
      setStatus('sending')
      try {
        await read(api.newsletter.subscribe.$post({ json: value }))
        form.reset()
        setStatus('success')
      } catch {
        setStatus('error')
      }
    },
  })

  return (
    <section aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className={css({ textStyle: 'overline', color: 'brand.200', mb: '3' })}>{t('common.footer.newsletterTitle')}</h2>
      <p className={css({ fontSize: 'sm', color: 'ink.200' })}>{t('common.footer.newsletterText')}</p>
      <KitForm kit={kit} formProps={formProps} busy={sending} className={css({ display: 'flex', gap: '2', mt: '4', '& > div': { flex: '1', minW: '0' } })} data-testid="newsletter-form">
        <EmailField
          field={fields.email}
          label={t('common.footer.newsletterEmail')}
          labelHidden
          placeholder={t('common.footer.newsletterEmail')}
          controlClassName={control}
          describedBy="newsletter-status"
          invalid={status === 'error'}
          disabled={sending}
          onInput={() => !sending && setStatus('idle')}
        />
        <input type="hidden" name={fields.lang.name} value={lang} />
        <SubmitButton className={button({ variant: 'inverted' })} pending={sending} label={t('common.footer.newsletterSend')} pendingLabel={t('common.footer.newsletterSending')} />
      </KitForm>
      <p id="newsletter-status" role="status" className={css({ fontSize: 'sm', mt: '2', minH: '5', color: status === 'error' ? 'accent.200' : 'brand.200' })}>
        {status === 'success' ? t('common.footer.newsletterOk') : status === 'error' ? t('common.footer.newsletterError') : ''}
      </p>
    </section>
  )
}
