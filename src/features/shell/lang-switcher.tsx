import { css } from 'styled-system/css'
import { LANGS, type Lang } from '@kernel/lang'
import { useLang, useT } from '~/i18n/use-lang'
import { FlagGB, FlagPL } from '~/ui/shell-icons'
import { useSwitchLang } from './use-switch-lang'

// The header between 768 and 1024 px has no room for the flags; the codes stay.
const flagWide = css({ display: { base: 'inline-flex', md: 'none', lg: 'inline-flex' } })

/**
 * `onSwitch` lets a container react to a switch (the phone drawer closes); `compact` drops the flags below lg;
 * `switchTo` replaces opening the same page in the other language (the admin console has one path for both).
 */
export function LangSwitcher({
  onSwitch,
  compact = false,
  switchTo,
}: {
  onSwitch?: () => void
  compact?: boolean
  switchTo?: (lang: Lang) => void
} = {}) {
  const lang = useLang()
  const t = useT()
  const switchLang = useSwitchLang()
  return (
    <div
      role="group"
      aria-label={t('common.nav.language')}
      className={css({
        display: 'inline-flex',
        border: '1px solid',
        borderColor: 'border.default',
        borderRadius: 'md',
        p: '0.5',
        gap: '0.5',
      })}
    >
      {LANGS.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={code === lang}
          aria-label={`${code.toUpperCase()} – ${code === 'pl' ? 'polski' : 'English'}`}
          title={t('common.nav.switchTo', { lang: code === 'pl' ? 'polski' : 'English' })}
          data-testid={`lang-${code}`}
          onClick={() => {
            if (code === lang) return
            onSwitch?.()
            if (switchTo) switchTo(code)
            else switchLang(code)
          }}
          className={css({
            display: 'inline-flex',
            alignItems: 'center',
            gap: '1.5',
            h: '8',
            px: '2',
            borderRadius: 'sm',
            fontSize: 'sm',
            fontWeight: '600',
            cursor: 'pointer',
            color: 'fg.default',
            '&[aria-pressed=true]': { bg: 'brand.50', color: 'brand.800' },
            _hover: { bg: 'bg.muted' },
          })}
        >
          <span className={compact ? flagWide : css({ display: 'inline-flex' })}>
            {code === 'pl' ? <FlagPL size={18} /> : <FlagGB size={18} />}
          </span>
          {code.toUpperCase()}
        </button>
      ))}
    </div>
  )
}
