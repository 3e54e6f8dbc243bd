import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { css } from 'styled-system/css'
import { input } from 'styled-system/recipes'
import { useDebouncedCallback } from '../list/use-debounced-callback'
import { listQuery } from '../queries'
import { PickerOptions, PickerStatus } from './picker-options'
import { pickerKeyHandler } from './picker-keys'

export type PickedClient = { id: number; label: string }

type Props = { id: string; label: string; selected: PickedClient | null; onSelect: (client: PickedClient | null) => void; errorId?: string; error?: string }

/** Spec §2/§9: searchable client picker, 10 clients by company name, 250 ms debounce; an ARIA 1.2 combobox. */
export function ClientPicker({ id, label, selected, onSelect, errorId, error }: Props) {
  const listId = useId()
  const [text, setText] = useState(selected?.label ?? '')
  const [q, setQ] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const search = useDebouncedCallback((value: string) => setQ(value.trim()), 250)
  const query = useQuery({ ...listQuery('clients', { page: 1, limit: 10, sort: 'companyName:asc', q: q || undefined }), enabled: open })
  const options = (query.data?.items ?? []).map((c) => ({ id: c.id, label: c.companyName ? `${c.companyName} – ${c.contactName}` : c.contactName }))
  const choose = (client: PickedClient) => {
    onSelect(client)
    setText(client.label)
    setOpen(false)
  }
  const onKeyDown = pickerKeyHandler({ open, options, active, setOpen, setActive, choose })
  const showList = open && options.length > 0
  return (
    <div className={css({ position: 'relative', display: 'flex', flexDirection: 'column', gap: '1.5' })}>
      <label htmlFor={id} className={css({ fontSize: 'sm', fontWeight: '600' })}>{label}</label>
      <input
        id={id}
        className={input()}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && options[active] ? `${listId}-${options[active].id}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        autoComplete="off"
        value={text}
        placeholder="Zacznij pisać nazwę firmy…"
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false)
          // Leftover text without a pick would look like a choice: show what is actually selected.
          setText(selected?.label ?? '')
        }}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          setText(event.target.value)
          setActive(0)
          setOpen(true)
          if (selected) onSelect(null)
          search(event.target.value)
        }}
      />
      <PickerOptions listId={listId} label={label} open={showList} options={options} active={active} onChoose={choose} selectedId={selected?.id} />
      {open && !options.length ? <PickerStatus loading={query.isFetching} /> : null}
      {error ? <p id={errorId} className={css({ fontSize: 'sm', color: 'fg.danger', fontWeight: '500' })}>{error}</p> : null}
    </div>
  )
}
