import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { button, card } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'
import { type ConsentChoice, saveConsent, useConsent } from '~/lib/consent-store'
import { ConsentToggles } from './consent-toggles.lazy'

/** The cookies page's settings: the same store as the banner, so saving here also hides the banner. */
export function CookieSettings() {
  const t = useT()
  const consent = useConsent()
  const [choice, setChoice] = useState<ConsentChoice>({ analytics: false, marketing: false })
  const [saved, setSaved] = useState(false)
  useEffect(() => {
    if (consent) setChoice({ analytics: consent.analytics, marketing: consent.marketing })
  }, [consent])
  const save = (next: ConsentChoice) => {
    setChoice(next)
    saveConsent(next)
    setSaved(true)
  }
  return (
    <section
      aria-labelledby="cookie-settings"
      className={card({ padded: true }) + ' ' + css({ maxW: 'prose' })}
      data-testid="cookie-settings"
    >
      <h2 id="cookie-settings" className={css({ textStyle: 'h3', mb: '2' })}>
        {t('consent.page.settings')}
      </h2>
      <ConsentToggles
        value={choice}
        onChange={(next) => {
          setChoice(next)
          setSaved(false)
        }}
        idPrefix="page-consent"
      />
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '5' })}>
        <button type="button" className={button()} onClick={() => save(choice)}>
          {t('consent.page.save')}
        </button>
        <button
          type="button"
          className={button({ variant: 'outline' })}
          onClick={() => save({ analytics: true, marketing: true })}
        >
          {t('consent.page.acceptAll')}
        </button>
        <button
          type="button"
          className={button({ variant: 'ghost' })}
          onClick={() => save({ analytics: false, marketing: false })}
        >
          {t('consent.page.rejectAll')}
        </button>
      </div>
      <p role="status" className={css({ mt: '3', fontSize: 'sm', color: 'fg.success', fontWeight: '600', minH: '5' })}>
        {saved ? t('consent.page.saved') : ''}
      </p>
    </section>
  )
}
