import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useLang, useT } from '~/i18n/use-lang'
import { focusMainHeading } from '~/ui/focus'
import { ArrowRightIcon, CloseIcon } from '~/ui/icons'
import { useYieldToForms } from './use-yield.lazy'

/** The teaser itself, once Teaser has decided it may show. */
export function TeaserCard({ dismiss }: { dismiss: () => void }) {
  const t = useT()
  const lang = useLang()
  const [imageOk, setImageOk] = useState(true)
  const ref = useRef<HTMLElement>(null)
  const yielding = useYieldToForms(ref)
  const close = () => {
    const hadFocus = ref.current?.contains(document.activeElement)
    dismiss()
    // Its close button disappears with it: focus moves on to the page, not to <body>.
    if (hadFocus) focusMainHeading()
  }
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !document.querySelector('[aria-modal="true"]')) close()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  })
  return (
    <aside
      ref={ref}
      aria-labelledby="teaser-title"
      data-testid="teaser"
      data-yielding={yielding || undefined}
      // Hidden, not removed, while it yields: it keeps its box to measure against and its place in the focus order.
      style={yielding ? { visibility: 'hidden' } : undefined}
      className={css({
        position: 'fixed',
        zIndex: 'overlay',
        left: { base: '2', md: '4' },
        bottom: { base: '2', md: '4' },
        // On a phone a one-line bar (issue 29: the card took 211 px of a 812 px screen); the card from md up.
        w: { base: 'calc(100vw - 16px)', sm: '340px' },
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
          className={css({
            display: { base: 'none', md: 'block' },
            w: '24',
            objectFit: 'cover',
            flexShrink: 0,
            bg: 'brand.50',
          })}
        />
      ) : null}
      <div
        className={css({
          py: { base: '2', md: '4' },
          pr: '12',
          pl: { base: '3', md: imageOk ? '0' : '4' },
          display: { base: 'flex', md: 'block' },
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: '3',
        })}
      >
        <p
          id="teaser-title"
          className={css({
            fontWeight: '800',
            color: 'fg.strong',
            fontFamily: 'heading',
            fontSize: { base: 'sm', md: 'md' },
          })}
        >
          {t('common.teaser.title')}
        </p>
        <p className={css({ display: { base: 'none', md: 'block' }, fontSize: 'sm', color: 'fg.muted', mt: '1' })}>
          {t('common.teaser.text')}
        </p>
        <Link
          to="/$lang/software"
          params={{ lang }}
          hash="top"
          className={button({ variant: 'link', size: 'sm' }) + ' ' + css({ mt: { base: '0', md: '2' } })}
          onClick={dismiss}
        >
          {t('common.teaser.cta')} <ArrowRightIcon size={16} />
        </Link>
      </div>
    </aside>
  )
}
