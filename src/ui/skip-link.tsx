import { css } from 'styled-system/css'
import { useT } from '~/i18n/use-lang'

/** First stop of the tab order: jumps past the header to `#main` (which takes focus with tabIndex -1). */
export function SkipLink() {
  const t = useT()
  return (
    <a
      href="#main"
      className={css({
        position: 'absolute',
        left: '-9999px',
        _focus: {
          left: '4',
          top: '4',
          zIndex: 'toast',
          bg: 'white',
          px: '4',
          py: '2',
          borderRadius: 'md',
          boxShadow: 'md',
        },
      })}
    >
      {t('common.skipToContent')}
    </a>
  )
}
