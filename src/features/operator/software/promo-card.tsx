import { brand } from '@kernel/brand'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'
import { CloseIcon } from '~/ui/icons'

/** The software page's offer itself (PromoPopup decides when it shows). */
export function PromoCard({ dismiss, openTrial }: { dismiss: () => void; openTrial: () => void }) {
  const t = useT()
  return (
    <aside
      aria-labelledby="promo-title"
      data-testid="promo-popup"
      className={css({
        position: 'fixed',
        zIndex: 'overlay',
        right: { base: '3', md: '6' },
        bottom: { base: '3', md: '6' },
        w: { base: 'calc(100vw - 24px)', sm: '360px' },
        bg: 'brand.950',
        color: 'white',
        borderRadius: 'xl',
        boxShadow: 'xl',
        p: '6',
        animation: 'slideUp {durations.slow}',
        _reducedMotion: { animation: 'none' },
      })}
    >
      <p className={css({ textStyle: 'overline', color: 'accent.200' })}>{brand.name}</p>
      <p id="promo-title" className={css({ fontFamily: 'heading', fontWeight: '800', fontSize: '2xl', mt: '1' })}>
        {t('operator.promo.title')}
      </p>
      <p className={css({ color: 'ink.200', mt: '2', fontSize: 'sm' })}>{t('operator.promo.text')}</p>
      <button
        type="button"
        className={button({ variant: 'inverted', block: true }) + ' ' + css({ mt: '5' })}
        onClick={() => {
          dismiss()
          openTrial()
        }}
        data-testid="promo-cta"
      >
        {t('operator.promo.cta')}
      </button>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t('operator.promo.close')}
        className={css({
          position: 'absolute',
          top: '2',
          right: '2',
          display: 'grid',
          placeItems: 'center',
          w: '9',
          h: '9',
          borderRadius: 'md',
          color: 'white',
          cursor: 'pointer',
          _hover: { bg: 'rgba(255,255,255,0.15)' },
        })}
      >
        <CloseIcon size={18} />
      </button>
    </aside>
  )
}
