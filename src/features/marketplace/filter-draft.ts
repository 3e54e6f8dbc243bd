import { useNavigate } from '@tanstack/react-router'
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import type { FeatureCode } from '@api/contract/marketplace'
import { featureList, type ListSearch, validateListSearch } from '~/lib/list-search'

export type Draft = {
  text: string
  minSize: string
  maxSize: string
  /** Unset until the renter sets it: no hidden floor or ceiling (issue 44). */
  priceMin: number | undefined
  priceMax: number | undefined
  unitType: string
  features: FeatureCode[]
}

const FILTER_KEYS = ['q', 'location', 'minSize', 'maxSize', 'priceMin', 'priceMax', 'unitType', 'features'] as const
const filterKey = (s: ListSearch) => JSON.stringify(FILTER_KEYS.map((k) => s[k] ?? null))

export function toDraft(s: ListSearch): Draft {
  return {
    text: s.location ?? s.q ?? '',
    minSize: s.minSize === undefined ? '' : String(s.minSize),
    maxSize: s.maxSize === undefined ? '' : String(s.maxSize),
    priceMin: s.priceMin,
    priceMax: s.priceMax,
    unitType: s.unitType ?? '',
    features: featureList(s),
  }
}

export function applyDraft(prev: ListSearch, d: Draft): ListSearch {
  const num = (value: string) => (value.trim() === '' ? undefined : Number(value))
  // Arriving with ?q= (home search, map links) keeps editing q; otherwise the box is the location filter.
  const textKey = prev.location === undefined && prev.q !== undefined ? 'q' : 'location'
  // A new place typed into the box replaces the point the list was searched around (a city shortcut, a suggestion).
  const newText = d.text.trim() !== toDraft(prev).text.trim()
  const point = newText && d.text.trim() ? { lat: undefined, lon: undefined, place: undefined, radius: undefined } : {}
  return validateListSearch({
    ...prev,
    ...point,
    [textKey]: d.text.trim() || undefined,
    minSize: num(d.minSize),
    maxSize: num(d.maxSize),
    priceMin: d.priceMin,
    priceMax: d.priceMax,
    unitType: d.unitType || undefined,
    features: d.features.join(',') || undefined,
    page: undefined,
  })
}

/** The draft once the URL has changed from elsewhere: the URL's values, but for the fields edited meanwhile. */
export function draftOnNewUrl(fromUrl: Draft, current: Draft, edited: ReadonlySet<keyof Draft>): Draft {
  return { ...fromUrl, ...Object.fromEntries([...edited].map((field) => [field, current[field]])) }
}

/**
 * Filters edit a local draft; after a short pause the draft goes to the URL (shareable, reloadable). URL changes
 * that did not come from here (back button, links, the map's search) reset the draft, but for the fields edited
 * since the draft last went to the URL: a price typed while a search was still on its way would otherwise be wiped
 * when that search arrived (a fresh clone's run typed one in that gap), and goes to the URL on top of it instead.
 */
export function useFilterDraft(search: ListSearch) {
  const navigate = useNavigate({ from: '/$lang/facilities' })
  const [draft, setDraft] = useState(() => toDraft(search))
  const pushed = useRef<string | null>(null)
  // The fields edited since the draft last went to the URL (or was cleared).
  const edited = useRef(new Set<keyof Draft>())
  const urlKey = filterKey(search)

  // Effect events read the latest search without making it a trigger: only a new URL key resets the draft.
  const onUrlKey = useEffectEvent((key: string) => {
    if (key === pushed.current) return
    setDraft((current) => draftOnNewUrl(toDraft(search), current, edited.current))
  })
  useEffect(() => onUrlKey(urlKey), [urlKey])

  const commit = (next: Draft) => {
    edited.current.clear()
    const target = applyDraft(search, next)
    if (filterKey(target) === urlKey) return
    pushed.current = filterKey(target)
    void navigate({ search: target, replace: true, resetScroll: false })
  }

  const commitLater = useEffectEvent((next: Draft) => commit(next))
  useEffect(() => {
    const id = window.setTimeout(() => commitLater(draft), 450)
    return () => window.clearTimeout(id)
  }, [draft])

  const update = (patch: Partial<Draft>) => {
    for (const field of Object.keys(patch) as (keyof Draft)[]) edited.current.add(field)
    setDraft((current) => ({ ...current, ...patch }))
  }
  const reset = () => {
    const empty = toDraft({})
    setDraft(empty)
    commit(empty)
  }
  return { draft, update, flush: () => commit(draft), reset }
}
