import { useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'
import { ChevronDownIcon } from '~/ui/icons'
import { ChoiceFilters, TextFilters } from './filter-fields'
import { useFilterDraft } from './filter-draft'
import { type PriceBounds, PriceRange } from './price-range'
import { SizeGuide } from './size-guide'
import type { ListSearch } from '~/lib/list-search'

/** Sidebar on desktop; on mobile a collapsed panel behind a toggle so results come first. */
export function FilterPanel({ search, priceRange }: { search: ListSearch; priceRange?: PriceBounds }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const { draft, update, flush, reset } = useFilterDraft(search)
  return (
    <aside
      aria-labelledby="filters-title"
      className={css({ alignSelf: 'start', position: { lg: 'sticky' }, top: { lg: '24' } })}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls="filters-panel"
        onClick={() => setOpen(!open)}
        className={
          button({ variant: 'outline', block: true }) +
          ' ' +
          css({ display: { base: 'inline-flex', lg: 'none' }, mb: '3' })
        }
      >
        {open ? t('listDeferred.filters.hide') : t('listDeferred.filters.show')}
        <ChevronDownIcon style={{ transform: open ? 'rotate(180deg)' : undefined }} />
      </button>
      <form
        id="filters-panel"
        data-open={open}
        // Its showing is a use of the panel (useLoadOnUse, ADR 0117): a desktop's sidebar loads the code at once.
        data-load-when-shown=""
        onSubmit={(e) => {
          e.preventDefault()
          flush()
          setOpen(false)
        }}
        className={css({
          display: { base: 'none', lg: 'flex' },
          '&[data-open=true]': { display: 'flex' },
          flexDirection: 'column',
          gap: '5',
          p: '5',
          bg: 'white',
          border: '1px solid',
          borderColor: 'border.default',
          borderRadius: 'lg',
        })}
      >
        <h2 id="filters-title" className={css({ textStyle: 'h3', fontSize: 'lg' })}>
          {t('listDeferred.filters.title')}
        </h2>
        <TextFilters draft={draft} update={update} />
        <SizeGuide draft={draft} update={update} />
        <PriceRange
          min={draft.priceMin}
          max={draft.priceMax}
          bounds={priceRange}
          onChange={(priceMin, priceMax) => update({ priceMin, priceMax })}
        />
        <ChoiceFilters draft={draft} update={update} />
        <div className={css({ display: 'flex', gap: '2' })}>
          <button type="submit" className={button({ size: 'sm' }) + ' ' + css({ flex: '1' })}>
            {t('listDeferred.filters.apply')}
          </button>
          <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={reset}>
            {t('listDeferred.filters.reset')}
          </button>
        </div>
      </form>
    </aside>
  )
}
