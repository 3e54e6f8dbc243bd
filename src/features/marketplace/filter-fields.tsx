import { css } from 'styled-system/css'
import { checkbox, input, select } from 'styled-system/recipes'
import { FEATURE_CODES } from '@api/contract/marketplace-values'
import { useT } from '~/i18n/use-lang'
import type { Draft } from './filter-draft'
import { UnitTypeOptions } from './unit-type-options'

const labelCss = css({ fontSize: 'sm', fontWeight: '600', color: 'fg.strong', display: 'block', mb: '1.5' })

/** The place is searched in the page's one search box (issue 29); the panel narrows by size. */
export function TextFilters({ draft, update }: { draft: Draft; update: (patch: Partial<Draft>) => void }) {
  const t = useT()
  return (
    <fieldset className={css({ border: '0', p: '0', m: '0' })}>
      <legend className={labelCss}>{t('listDeferred.filters.area')}</legend>
      <div className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '2' })}>
        <input
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          aria-label={t('listDeferred.filters.areaMin')}
          placeholder="0"
          className={input()}
          value={draft.minSize}
          onChange={(e) => update({ minSize: e.target.value })}
        />
        <input
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          aria-label={t('listDeferred.filters.areaMax')}
          placeholder="100"
          className={input()}
          value={draft.maxSize}
          onChange={(e) => update({ maxSize: e.target.value })}
        />
      </div>
    </fieldset>
  )
}

export function ChoiceFilters({ draft, update }: { draft: Draft; update: (patch: Partial<Draft>) => void }) {
  const t = useT()
  const toggle = (code: (typeof FEATURE_CODES)[number], on: boolean) =>
    update({ features: on ? [...draft.features, code] : draft.features.filter((f) => f !== code) })
  return (
    <>
      <div>
        <label htmlFor="filter-type" className={labelCss}>
          {t('listDeferred.filters.unitType')}
        </label>
        <select
          id="filter-type"
          className={select()}
          value={draft.unitType}
          onChange={(e) => update({ unitType: e.target.value })}
        >
          <option value="">{t('listDeferred.filters.anyType')}</option>
          <UnitTypeOptions />
        </select>
      </div>
      <fieldset className={css({ border: '0', p: '0', m: '0' })}>
        <legend className={labelCss}>{t('listDeferred.filters.features')}</legend>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          {FEATURE_CODES.map((code) => (
            <label
              key={code}
              className={css({ display: 'flex', alignItems: 'center', gap: '2.5', cursor: 'pointer', fontSize: 'sm' })}
            >
              <input
                type="checkbox"
                className={checkbox()}
                checked={draft.features.includes(code)}
                onChange={(e) => toggle(code, e.target.checked)}
              />
              {t(`marketplace.features.${code}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  )
}
