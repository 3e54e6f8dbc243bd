import { type FormEvent, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useLang, useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { read } from '~/lib/api-client'

type Status = 'idle' | 'sending' | 'success' | 'error'

const field = css({
  flex: '1',
  minW: '0',
  h: '11',
  px: '3',
  borderRadius: 'md',
  border: '1px solid',
  borderColor: 'rgba(255,255,255,0.35)',
  bg: 'rgba(255,255,255,0.08)',
  color: 'white',
  _placeholder: { color: 'ink.300' },
  _focusVisible: { borderColor: 'brand.300' },
})

/** Spec §4: idle → sending (disabled, sending label) → success (message, field cleared) or failure. Empty submit does nothing. */
export function NewsletterForm() {
  const t = useT()
  const lang = useLang()
  const [email, setEmail] = useState('')
  const [status, setStatus] = useState<Status>('idle')

  // Covers the moment the schema is still loading, before the status says "sending".
  const busy = useRef(false)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!email.trim() || busy.current) return
    busy.current = true
    try {
      // The schema (and valibot) load on the first submit, not with the footer every page renders (ADR 0022).
      const { parseNewsletter } = await import('~/features/newsletter/validate')
      const parsed = parseNewsletter({ email, lang })
      if (!parsed.success) {
        setStatus('error')
        return
      }
      setStatus('sending')
      await read(api.newsletter.subscribe.$post({ json: parsed.output }))
      setEmail('')
      setStatus('success')
    } catch {
      setStatus('error')
    } finally {
      busy.current = false
    }
  }

  return (
    <section aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className={css({ textStyle: 'overline', color: 'brand.200', mb: '3' })}>
        {t('common.footer.newsletterTitle')}
      </h2>
      <p className={css({ fontSize: 'sm', color: 'ink.200' })}>{t('common.footer.newsletterText')}</p>
      <form
        onSubmit={onSubmit}
        noValidate
        className={css({ display: 'flex', gap: '2', mt: '4' })}
        data-testid="newsletter-form"
      >
        <label htmlFor="newsletter-email" className={css({ srOnly: true })}>
          {t('common.footer.newsletterEmail')}
        </label>
        <input
          id="newsletter-email"
          type="email"
          name="email"
          autoComplete="email"
          required
          placeholder={t('common.footer.newsletterEmail')}
          value={email}
          disabled={status === 'sending'}
          aria-describedby="newsletter-status"
          aria-invalid={status === 'error' || undefined}
          onChange={(event) => {
            setEmail(event.target.value)
            if (status !== 'sending') setStatus('idle')
          }}
          className={field}
        />
        <button type="submit" className={button({ variant: 'inverted' })} disabled={status === 'sending'}>
          {status === 'sending' ? t('common.footer.newsletterSending') : t('common.footer.newsletterSend')}
        </button>
      </form>
      <p
        id="newsletter-status"
        role="status"
        className={css({ fontSize: 'sm', mt: '2', minH: '5', color: status === 'error' ? 'accent.200' : 'brand.200' })}
      >
        {status === 'success'
          ? t('common.footer.newsletterOk')
          : status === 'error'
            ? t('common.footer.newsletterError')
            : ''}
      </p>
    </section>
  )
}
