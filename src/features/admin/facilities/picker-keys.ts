import type { KeyboardEvent } from 'react'

type Options<T> = {
  open: boolean
  options: T[]
  active: number
  setOpen: (open: boolean) => void
  setActive: (update: (i: number) => number) => void
  choose: (option: T) => void
}

/** Combobox keys (ARIA APG): arrows open and move, Enter picks, Escape closes. Focus stays in the input. */
export function pickerKeyHandler<T>({ open, options, active, setOpen, setActive, choose }: Options<T>) {
  return (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!open) return setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((i) => (options.length ? (i + step + options.length) % options.length : 0))
    } else if (event.key === 'Enter' && open && options[active]) {
      event.preventDefault()
      choose(options[active])
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
    }
  }
}
