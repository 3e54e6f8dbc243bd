import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { css } from 'styled-system/css'
import { input } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'
import { type AnyField, FieldShell, useFieldState } from '~/ui/form'
import { useDebouncedCallback } from '../list/use-debounced-callback'
import { listQuery } from '../queries'
import { type PickedClient, PickerOptions, PickerStatus } from './picker-options'
import { pickerKeyHandler } from './picker-keys'

type Props = {
  field: AnyField
  label: string
  required?: boolean
  optional?: boolean
  selected: PickedClient | null
  onSelect: (client: PickedClient | null) => void
}

/**
 * Spec §2/§9: searchable client picker, 10 clients by company name, 250 ms debounce; an ARIA 1.2 combobox. The
 * chosen id posts under the field's name ("" for none).
 */
export function ClientPicker({ field, label, required, optional, selected, onSelect }: Props) {
  const t = useT()
  const listId = useId()
  const state = useFieldState(field)
  const [text, setText] = useState(selected?.label ?? '')
  const [q, setQ] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const search = useDebouncedCallback((value: string) => setQ(value.trim()), 250)
  const query = useQuery({
    ...listQuery('clients', { page: 1, limit: 10, sort: 'companyName:asc', q: q || undefined }),
    enabled: open,
  })
  const options = (query.data?.items ?? []).map((c) => ({
    id: c.id,
    label: c.companyName ? `${c.companyName} – ${c.contactName}` : c.contactName,
  }))
  const choose = (client: PickedClient) => {
    onSelect(client)
    setText(client.label)
    setOpen(false)
  }
  const onKeyDown = pickerKeyHandler({ open, options, active, setOpen, setActive, choose })
  const showList = open && options.length > 0
  return (
    <FieldShell
      label={label}
      required={required}
      optional={optional}
      htmlFor={field.id}
      error={state.error}
      errorId={field.errorId}
      className={css({ position: 'relative' })}
    >
      <input
        id={field.id}
        className={input()}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && options[active] ? `${listId}-${options[active].id}` : undefined}
        aria-invalid={state.invalid}
        aria-describedby={state.describedby}
        aria-required={required || undefined}
        autoComplete="off"
        value={text}
        placeholder={t('adminForm.picker.placeholder')}
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
      <PickerOptions
        listId={listId}
        label={label}
        open={showList}
        options={options}
        active={active}
        onChoose={choose}
        selectedId={selected?.id}
      />
      {open && !options.length ? <PickerStatus loading={query.isFetching} /> : null}
      <input type="hidden" name={field.name} value={selected?.id ?? ''} />
    </FieldShell>
  )
}
