import {
  type FieldMetadata,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
} from '@conform-to/react'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { AnyField, AnyForm } from './context'
import { controlProps, formControlProps } from './control-props'
import { liteFields, liteForm } from './lite-metadata'

// A lazy form is drawn from lite metadata and our control props until conform loads (ADR 0112): the server's HTML
// and the first client render must be exactly what conform itself would draw, or hydration and the switch to
// conform would change the form under the visitor's fingers.
const FORM_ID = 'test-form'
const DEFAULTS = {
  text: 'Kraków',
  number: 12,
  yes: true,
  no: false,
  list: ['a', 'b'],
  date: new Date(Date.UTC(2026, 10, 28)),
}
const NAMES = [...Object.keys(DEFAULTS), 'absent']

function conformMetadata(): { form: AnyForm; fields: Record<string, AnyField> } {
  let captured: { form: AnyForm; fields: Record<string, AnyField> } | undefined
  function Probe() {
    const [form, fields] = useForm({ id: FORM_ID, defaultValue: DEFAULTS })
    captured = { form: form as unknown as AnyForm, fields: fields as unknown as Record<string, AnyField> }
    return null
  }
  renderToString(createElement(Probe))
  return captured!
}

/** conform's props less what the kit sets itself (ARIA) and an undefined key. */
const withoutAria = ({ 'aria-invalid': _, 'aria-describedby': __, key: ___, ...rest }: Record<string, unknown>) => rest
const defined = (props: object) => Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined))

describe('lite metadata and control props', () => {
  const conform = conformMetadata()
  const lite = liteFields(FORM_ID, DEFAULTS, new Set())

  it.each(NAMES)('field %s has conform’s ids, name and initial value, no errors and is not dirty', (name) => {
    const ours = lite[name]!
    const theirs = conform.fields[name]!
    for (const key of ['id', 'name', 'formId', 'errorId', 'descriptionId', 'initialValue', 'errors', 'dirty'] as const)
      expect(ours[key as keyof AnyField], key).toEqual(theirs[key as keyof AnyField])
  })

  it.each(NAMES)('field %s gets conform’s attributes as an input, checkbox, textarea and select', (name) => {
    const [ours, theirs] = [lite[name]!, conform.fields[name]! as FieldMetadata<unknown>]
    expect(defined(controlProps(ours, 'text'))).toEqual(withoutAria(getInputProps(theirs, { type: 'text' })))
    expect(defined(controlProps(ours, 'checkbox'))).toEqual(withoutAria(getInputProps(theirs, { type: 'checkbox' })))
    if (!Array.isArray(theirs.initialValue))
      expect(defined(controlProps(ours))).toEqual(withoutAria(getTextareaProps(theirs)))
    expect(defined(controlProps(ours))).toEqual(withoutAria(getSelectProps(theirs)))
  })

  it('the form gets conform’s id and noValidate', () => {
    const ours = formControlProps(liteForm(FORM_ID, lite, () => {}))
    const { onSubmit: _, ...theirs } = getFormProps(conform.form as never)
    const { onSubmit: __, ...rest } = ours
    expect(defined(rest)).toEqual(theirs)
  })

  it('an intent on the form before conform waits for it', () => {
    const waiting: ((form: AnyForm) => void)[] = []
    const form = liteForm(FORM_ID, lite, (run) => waiting.push(run))
    form.update({ name: 'text', value: 'Gdańsk' })
    const calls: unknown[] = []
    waiting[0]!({ update: (payload: unknown) => calls.push(payload) } as unknown as AnyForm)
    expect(calls).toEqual([{ name: 'text', value: 'Gdańsk' }])
  })
})
