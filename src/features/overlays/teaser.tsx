import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useConsent } from '~/features/consent/consent-store'
import { useLang, useT } from '~/i18n/use-lang'
import { focusMainHeading } from '~/ui/focus'
import { ArrowRightIcon, CloseIcon } from '~/ui/icons'
import { useModalPhase } from './overlay-order'
import { useDelayedFlag, useSessionFlag } from './use-delayed-flag'

export const TEASER_DELAY_MS = 3000
const DISMISS_KEY = 'skrytka-teaser-dismissed'

/** The software page has its own promo and the console is not a marketing surface. */
export function teaserAllowed(internalPath: string): boolean {
  return !/^\/admin(\/|$)/.test(internalPath) && !/^\/(pl|en)\/software\/?$/.test(internalPath)
}

/**
 * Bottom-left promotion of the operator software. Last in the queue of overlays: after the consent choice, and
 * never while the add-facility modal waits or shows (nor again in a visit where it showed). It never takes focus;
 * it is a named complementary landmark early in the DOM, and Escape closes it.
 */
export function Teaser() {
  const t = useT()
  const lang = useLang()
  const path = useRouterState({ select: (s) => s.location.pathname })
  const consent = useConsent()
  const modalPhase = useModalPhase()
  const [dismissed, dismiss] = useSessionFlag(DISMISS_KEY)
  const [imageOk, setImageOk] = useState(true)
  const ref = useRef<HTMLElement>(null)
  const allowed = teaserAllowed(path)
  const due = useDelayedFlag(TEASER_DELAY_MS, allowed)
  const visible = due && !dismissed && Boolean(consent) && modalPhase === 'none'
  const close = () => {
    const hadFocus = ref.current?.contains(document.activeElement)
    dismiss()
    // Its close button disappears with it: focus moves on to the page, not to <body>.
    if (hadFocus) focusMainHeading()
  }
  useEffect(() => {
    if (!visible) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !document.querySelector('[aria-modal="true"]')) close()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  })
  if (!visible) return null
  return (
    <aside
      ref={ref}
      aria-labelledby="teaser-title"
      data-testid="teaser"
      className={css({
        position: 'fixed',
        zIndex: 'overlay',
        left: { base: '3', md: '4' },
        bottom: { base: '3', md: '4' },
        w: { base: 'calc(100vw - 24px)', sm: '340px' },
        bg: 'white',
        borderRadius: 'xl',
        boxShadow: 'xl',
        border: '1px solid',
        borderColor: 'border.default',
        overflow: 'hidden',
        display: 'flex',
        gap: '3',
        alignItems: 'stretch',
        animation: 'slideUp {durations.slow}',
        _reducedMotion: { animation: 'none' },
      })}
    >
      <button
        type="button"
        onClick={close}
        aria-label={t('common.teaser.close')}
        className={
          button({ variant: 'ghost', size: 'icon' }) + ' ' + css({ position: 'absolute', top: '1', right: '1' })
        }
      >
        <CloseIcon size={18} />
      </button>
      {imageOk ? (
        <img
          src="/images/teaser/teaser.webp"
          alt=""
          width={96}
          height={128}
          loading="lazy"
          onError={() => setImageOk(false)}
          className={css({ w: '24', objectFit: 'cover', flexShrink: 0, bg: 'brand.50' })}
        />
      ) : null}
      <div className={css({ py: '4', pr: '12', pl: imageOk ? '0' : '4' })}>
        <p id="teaser-title" className={css({ fontWeight: '800', color: 'fg.strong', fontFamily: 'heading' })}>
          {t('common.teaser.title')}
        </p>
        <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: '1' })}>{t('common.teaser.text')}</p>
        <Link
          to="/$lang/software"
          params={{ lang }}
          hash="top"
          className={button({ variant: 'link', size: 'sm' }) + ' ' + css({ mt: '2' })}
          onClick={dismiss}
        >
          {t('common.teaser.cta')} <ArrowRightIcon size={16} />
        </Link>
      </div>
    </aside>
  )
}
