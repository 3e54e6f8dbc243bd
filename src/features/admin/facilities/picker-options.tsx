import { css } from 'styled-system/css'
import { useT } from '~/i18n/use-lang'

/** An operator the picker offers and the form keeps: its id and the name shown. */
export type PickedClient = { id: number; label: string }

type Props = {
  listId: string
  label: string
  open: boolean
  options: PickedClient[]
  active: number
  selectedId?: number
  onChoose: (client: PickedClient) => void
}

const list = css({
  position: 'absolute',
  top: '100%',
  left: '0',
  right: '0',
  zIndex: 'header',
  mt: '1',
  bg: 'white',
  border: '1px solid',
  borderColor: 'border.strong',
  borderRadius: 'md',
  boxShadow: 'lg',
  maxH: '18rem',
  overflowY: 'auto',
  py: '1',
})
const option = css({
  px: '3',
  py: '2',
  cursor: 'pointer',
  '&[data-active=true]': {
    bg: 'brand.50',
    color: 'brand.900',
    outline: '2px solid',
    outlineColor: 'focus',
    outlineOffset: '-2px',
  },
})

export function PickerOptions({ listId, label, open, options, active, selectedId, onChoose }: Props) {
  return (
    <ul id={listId} role="listbox" aria-label={label} hidden={!open} className={list}>
      {options.map((client, index) => (
        <li
          key={client.id}
          id={`${listId}-${client.id}`}
          role="option"
          aria-selected={client.id === selectedId}
          data-active={index === active}
          className={option}
          // mousedown, not click: the input's blur would close the list first.
          onMouseDown={(event) => {
            event.preventDefault()
            onChoose(client)
          }}
        >
          {client.label}
        </li>
      ))}
    </ul>
  )
}

export function PickerStatus({ loading }: { loading: boolean }) {
  const t = useT()
  return (
    <p role="status" className={css({ fontSize: 'sm' })}>
      {loading ? t('adminForm.picker.loading') : t('adminForm.picker.empty')}
    </p>
  )
}
