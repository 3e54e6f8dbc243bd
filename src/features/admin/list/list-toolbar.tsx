import { useEffect, useId, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { input, select } from 'styled-system/recipes'
import type { MessageKey } from '~/i18n'
import { useT } from '~/i18n/use-lang'
import { PAGE_SIZES } from '../contract'
import type { ListSearch } from '../search'
import { useDebouncedCallback } from './use-debounced-callback'

export type SearchPatch = Partial<ListSearch>

type Props = {
  search: ListSearch
  onChange: (patch: SearchPatch, replace?: boolean) => void
  /** Sort value → its label's key. */
  sorts?: Record<string, MessageKey>
  searchLabel: string
}

/** Search (300 ms debounce, replaces the history entry), sort and page size; every change goes back to page 1. */
export function ListToolbar({ search, onChange, sorts, searchLabel }: Props) {
  const t = useT()
  const id = useId()
  const [text, setText] = useState(search.q ?? '')
  const pushed = useRef(search.q)
  // Back/forward changes the URL under us: the box follows it, but not our own (older) pushes while typing on.
  useEffect(() => {
    if (search.q !== pushed.current) setText(search.q ?? '')
    pushed.current = search.q
  }, [search.q])
  const pushQuery = useDebouncedCallback((value: string) => {
    pushed.current = value.trim() || undefined
    onChange({ q: pushed.current, page: 1 }, true)
  }, 300)
  const label = css({ fontSize: 'sm', fontWeight: '600', display: 'block', mb: '1' })
  return (
    <div
      className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: '2fr 1fr 1fr' }, mb: '4' })}
    >
      <div>
        <label htmlFor={`${id}-q`} className={label}>
          {searchLabel}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className={input()}
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            pushQuery(event.target.value)
          }}
        />
      </div>
      {sorts ? (
        <div>
          <label htmlFor={`${id}-sort`} className={label}>
            {t('admin.list.sort')}
          </label>
          <select
            id={`${id}-sort`}
            className={select()}
            value={search.sort}
            onChange={(event) => onChange({ sort: event.target.value, page: 1 })}
          >
            {Object.entries(sorts).map(([value, key]) => (
              <option key={value} value={value}>
                {t(key)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div>
        <label htmlFor={`${id}-limit`} className={label}>
          {t('admin.list.perPage')}
        </label>
        <select
          id={`${id}-limit`}
          className={select()}
          value={search.limit}
          onChange={(event) => onChange({ limit: Number(event.target.value), page: 1 })}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
