import type { FormEvent, ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { select } from 'styled-system/recipes'

/**
 * The GET-style filter bar of a signed-in list (the panel's inquiries and reservations): submitting writes the
 * filters into the URL and the list reads them from there, so a reload, Back or a shared link shows the same list.
 */

export const filterLabel = css({ display: 'block', fontSize: 'sm', fontWeight: '600', mb: '1' })

const bar = css({
  display: 'grid',
  gap: '3',
  alignItems: 'end',
  bg: 'white',
  p: '4',
  borderRadius: 'lg',
  border: '1px solid',
  borderColor: 'border.default',
})
// Panda extracts classes at build time, so each column layout is spelled out once here.
const columns = {
  /** Two narrow fields, a wide one, the buttons. */
  'narrow-narrow-wide': css({ gridTemplateColumns: { base: '1fr', md: '1fr 1fr 2fr auto' } }),
  /** A narrow field, a wide one, the button. */
  'narrow-wide': css({ gridTemplateColumns: { base: '1fr', md: '1fr 2fr auto' } }),
} as const

export function FilterForm({
  label,
  layout,
  values,
  onFilters,
  children,
}: {
  label: string
  layout: keyof typeof columns
  /** The filters as the URL has them: when they change (Back, a link), the fields start again from them. */
  values: object
  /** Called on submit with readers of the submitted fields. */
  onFilters: (submitted: SubmittedFilters) => void
  children: ReactNode
}) {
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event) => onFilters(submittedFilters(event))}
      key={JSON.stringify(values)}
      className={cx(bar, columns[layout])}
    >
      {children}
    </form>
  )
}

/** The submitted filters: a field's trimmed text (or id), or undefined when it is empty (the URL then leaves it out). */
type SubmittedFilters = { text: (name: string) => string | undefined; id: (name: string) => number | undefined }
function submittedFilters(event: FormEvent<HTMLFormElement>): SubmittedFilters {
  event.preventDefault()
  const data = new FormData(event.currentTarget)
  const text = (name: string) => String(data.get(name) ?? '').trim() || undefined
  const id = (name: string) => {
    const value = text(name)
    return value ? Number(value) : undefined
  }
  return { text, id }
}

/** A labelled select whose first, empty option means "no filter". */
export function FilterSelect({
  id,
  name,
  label,
  anyLabel,
  value,
  options,
}: {
  id: string
  name: string
  label: string
  anyLabel: string
  value: string | number | undefined
  options: readonly { value: string | number; label: string }[]
}) {
  return (
    <div>
      <label htmlFor={id} className={filterLabel}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className={select()}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
