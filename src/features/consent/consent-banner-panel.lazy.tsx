import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useLang, useT } from '~/i18n/use-lang'
import { saveConsent } from '~/lib/consent-store'
import { watchBanner } from './consent-copy'

// The switches only matter to a visitor who chooses "Dostosuj": their code comes then (ADR 0028).
const loadToggles = () => import('./consent-toggles.lazy')
const ConsentToggles = lazy(() => loadToggles().then((m) => ({ default: m.ConsentToggles })))

const panel = css({
  position: 'fixed',
  zIndex: 'overlay',
  bottom: { base: '0', md: '4' },
  left: { base: '0', md: '4' },
  right: { base: '0', md: 'auto' },
  w: { md: '440px' },
  maxH: '85dvh',
  overflowY: 'auto',
  bg: 'white',
  borderTopRadius: 'xl',
  borderBottomRadius: { base: '0', md: 'xl' },
  boxShadow: 'xl',
  border: '1px solid',
  borderColor: 'border.default',
  // On a phone at most a quarter of a 375×812 screen (issue 29: it took a third): tighter box, one row of buttons.
  p: { base: '4', md: '5' },
  animation: 'slideUp {durations.slow}',
  _reducedMotion: { animation: 'none' },
  // Opened from the server's copy ("Dostosuj"): it is on screen already, so it does not slide in again.
  '&[data-still]': { animation: 'none' },
  // Moved off a page's primary action (issue 44): to the other corner, or to the top of the screen.
  '&[data-placement=end]': { left: { md: 'auto' }, right: { md: '4' } },
  '&[data-placement=top]': {
    bottom: 'auto',
    top: { base: '0', md: '4' },
    borderTopRadius: { base: '0', md: 'xl' },
    borderBottomRadius: 'xl',
    animation: 'none',
  },
})

/**
 * The banner itself. The server renders it for every page, and the browser keeps that copy without its code
 * (ConsentBanner, ADR 0116); this component runs in the browser when the visitor chooses "Dostosuj"
 * (`customising`), or when the shell mounts without the server's copy. `data-consent-action` names what each button
 * does, for the server's copy.
 */
export function ConsentBannerPanel({
  customising: opened = false,
  placement,
}: {
  customising?: boolean
  /** Where the server's copy stood, so the banner does not jump before it is placed again. */
  placement?: string
}) {
  const t = useT()
  const lang = useLang()
  const [customising, setCustomising] = useState(opened)
  const [choice, setChoice] = useState({ analytics: false, marketing: false })
  const ref = useRef<HTMLElement>(null)
  useEffect(() => (ref.current ? watchBanner(ref.current) : undefined), [])
  return (
    <section
      ref={ref}
      aria-labelledby="consent-title"
      className={panel}
      data-testid="consent-banner"
      data-placement={placement}
      data-still={opened || undefined}
    >
      <h2 id="consent-title" className={css({ textStyle: 'h3', fontSize: { base: 'md', md: 'lg' } })}>
        {t('consent.banner.title')}
      </h2>
      <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: { base: '1', md: '2' } })}>
        {t('consent.banner.text')}{' '}
        <Link to="/$lang/cookies" params={{ lang }} className={css({ color: 'fg.brand', textDecoration: 'underline' })}>
          {t('consent.banner.policy')}
        </Link>
      </p>
      {customising ? (
        <div className={css({ mt: '3' })}>
          <Suspense fallback={null}>
            <ConsentToggles value={choice} onChange={setChoice} idPrefix="banner-consent" />
            <FocusOnMount id="banner-consent-analytics" />
          </Suspense>
        </div>
      ) : null}
      <div
        className={css({
          display: 'flex',
          // One row on a phone (the three Polish labels fit 343 px at 8 px padding); two rows cost 44 px of screen.
          flexWrap: { base: 'nowrap', sm: 'wrap' },
          gap: '2',
          mt: { base: '3', md: '4' },
          '& > *': { flex: '1 1 auto', whiteSpace: 'nowrap', px: { base: '2', sm: '3' } },
        })}
      >
        <button
          type="button"
          className={button({ variant: 'outline', size: 'sm' })}
          data-consent-action="reject"
          onClick={() => saveConsent({ analytics: false, marketing: false })}
        >
          {t('consent.banner.reject')}
        </button>
        {customising ? (
          <button
            type="button"
            className={button({ variant: 'outline', size: 'sm' })}
            onClick={() => saveConsent(choice)}
          >
            {t('consent.banner.save')}
          </button>
        ) : (
          <button
            type="button"
            className={button({ variant: 'outline', size: 'sm' })}
            aria-expanded={false}
            data-consent-action="customise"
            // The switches' code as the pointer or focus reaches "Dostosuj" (most visitors never open them, ADR 0114).
            onPointerEnter={() => void loadToggles()}
            onFocus={() => void loadToggles()}
            onClick={() => setCustomising(true)}
          >
            {t('consent.banner.customise')}
          </button>
        )}
        <button
          type="button"
          className={button({ size: 'sm' })}
          data-consent-action="accept"
          onClick={() => saveConsent({ analytics: true, marketing: true })}
        >
          {t('consent.banner.accept')}
        </button>
      </div>
    </section>
  )
}

/**
 * "Dostosuj" is replaced by "Zapisz": focus goes to the first switch that can change (necessary is fixed on). Inside
 * the switches' Suspense boundary, so it runs once they are on the page, however long their code took.
 */
function FocusOnMount({ id }: { id: string }) {
  useEffect(() => document.getElementById(id)?.focus(), [id])
  return null
}
