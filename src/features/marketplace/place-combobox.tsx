import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { css } from 'styled-system/css'
import type { Place } from '@api/contract/marketplace'
import { useLang, useT } from '~/i18n/use-lang'
import { placeSuggestQuery } from './queries'

type Props = {
  value: string
  onChange: (value: string) => void
  onPick: (place: Place) => void
  label: string
  /** The field's name in a native submit (before hydration, the search form is a plain GET form). */
  name?: string
  placeholder?: string
  className?: string
  testId?: string
}

const DEBOUNCE_MS = 250

/**
 * A search field with a list of matching places (ARIA 1.2 combobox with a listbox popup): arrow keys move through
 * the suggestions, Enter picks the highlighted one (or submits the text when none is), Escape closes the list.
 * Same-named places ("Wola" in Warszawa and in śląskie) are told apart by their district or voivodeship.
 */
export function PlaceCombobox({ value, onChange, onPick, label, name, placeholder, className, testId }: Props) {
  const t = useT()
  const lang = useLang()
  const listId = useId()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [debounced, setDebounced] = useState(value.trim())
  useEffect(() => {
    const id = window.setTimeout(() => setDebounced(value.trim()), DEBOUNCE_MS)
    return () => window.clearTimeout(id)
  }, [value])
  const enabled = open && debounced.length >= 2
  const { data } = useQuery({ ...placeSuggestQuery(debounced, lang), enabled, placeholderData: keepPreviousData })
  const items = enabled ? (data?.items ?? []) : []
  const expanded = items.length > 0
  useEffect(() => setActive(-1), [debounced])
  // The list shown while the visitor is still typing belongs to the previous text: Enter then submits what is typed.
  const current = debounced === value.trim()

  const pick = (place: Place) => {
    onChange(place.name)
    setOpen(false)
    onPick(place)
  }
  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      setOpen(true)
      if (!items.length) return
      const last = items.length - 1
      setActive((i) => (e.key === 'ArrowDown' ? (i < last ? i + 1 : 0) : i > 0 ? i - 1 : last))
    } else if (e.key === 'Enter' && current && expanded && active >= 0 && active < items.length) {
      e.preventDefault()
      pick(items[active]!)
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault()
      setOpen(false)
    }
  }
  const optionId = (i: number) => `${listId}-o${i}`
  return (
    <div className={css({ position: 'relative', flex: '1', minW: '0' })}>
      <input
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-label={label}
        aria-activedescendant={expanded && active >= 0 && active < items.length ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        name={name}
        value={value}
        placeholder={placeholder}
        className={className}
        data-testid={testId}
        onChange={(e) => {
          onChange(e.target.value)
          setOpen(true)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('place.suggestions')}
        hidden={!expanded}
        className={css({
          position: 'absolute',
          zIndex: 30,
          top: 'calc(100% + 4px)',
          left: 0,
          right: 0,
          m: 0,
          p: '1',
          listStyle: 'none',
          bg: 'white',
          border: '1px solid',
          borderColor: 'border.default',
          borderRadius: 'md',
          boxShadow: 'lg',
          maxH: '72',
          overflowY: 'auto',
        })}
      >
        {items.map((place, i) => (
          <li
            key={place.id}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(place)}
            className={css({
              px: '3',
              py: '2',
              borderRadius: 'sm',
              cursor: 'pointer',
              display: 'flex',
              flexDirection: 'column',
              _hover: { bg: 'bg.muted' },
              '&[aria-selected=true]': {
                bg: 'brand.50',
                outline: '2px solid',
                outlineColor: 'brand.700',
                outlineOffset: '-2px',
              },
            })}
          >
            <span className={css({ fontWeight: '600', color: 'fg.strong' })}>{place.name}</span>
            <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>
              {t('place.in', { kind: t(`place.kind.${place.kind}`), where: place.parent ?? place.region ?? '' })}
            </span>
          </li>
        ))}
      </ul>
      <span role="status" className={css({ srOnly: true })}>
        {expanded ? t('place.suggestionCount', { count: items.length }) : ''}
      </span>
    </div>
  )
}
