import { getSelectProps } from '@conform-to/react'
import { select } from 'styled-system/recipes'
import { Field } from '~/ui/field'
import type { AnyField } from './text-field'

export function SelectField({ meta, label, options }: { meta: AnyField; label: string; options: { value: string; label: string }[] }) {
  const { key, ...props } = getSelectProps(meta)
  return (
    <Field label={label} htmlFor={meta.id} errorId={meta.errorId} error={meta.errors?.[0]}>
      <select key={key} {...props} className={select()}>
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
    </Field>
  )
}
