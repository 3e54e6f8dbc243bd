import { css } from 'styled-system/css'
import { chip } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'
import type { Draft } from './filter-draft'

/** Everyday reference sizes (spec §9 typical ranges; one Euro pallet takes about 1 m²). */
export const SIZE_PRESETS = [
  { key: 'pallet', min: 1, max: 2 },
  { key: 'studio', min: 3, max: 5 },
  { key: 'flat2', min: 6, max: 8 },
  { key: 'flat3', min: 8, max: 10 },
  { key: 'house', min: 10, max: 20 },
  { key: 'garage', min: 15, max: 20 },
] as const

export function SizeGuide({ draft, update }: { draft: Draft; update: (patch: Partial<Draft>) => void }) {
  const t = useT()
  return (
    <details
      className={css({
        fontSize: 'sm',
        '& summary': { cursor: 'pointer', fontWeight: '600', color: 'fg.brand', w: 'fit-content' },
      })}
      data-testid="size-guide"
    >
      <summary>{t('listDeferred.sizeGuide.title')}</summary>
      <p className={css({ color: 'fg.muted', my: '2' })}>{t('listDeferred.sizeGuide.hint')}</p>
      <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', listStyle: 'none', p: '0', m: '0' })}>
        {SIZE_PRESETS.map((preset) => {
          const active = draft.minSize === String(preset.min) && draft.maxSize === String(preset.max)
          return (
            <li key={preset.key}>
              <button
                type="button"
                aria-pressed={active}
                className={
                  chip({ selectable: true }) +
                  ' ' +
                  css({ h: 'auto', py: '1', flexDirection: 'column', alignItems: 'flex-start', gap: '0' })
                }
                onClick={() => update({ minSize: String(preset.min), maxSize: String(preset.max) })}
              >
                <span>{t(`listDeferred.sizeGuide.${preset.key}`)}</span>
                <span className={css({ fontSize: 'xs', opacity: 0.85 })}>
                  {t('listDeferred.sizeGuide.range', { min: preset.min, max: preset.max })}
                </span>
              </button>
            </li>
          )
        })}
      </ul>
    </details>
  )
}
