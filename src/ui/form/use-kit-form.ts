import { useForm } from '@conform-to/react'
import { type FormEvent, useState } from 'react'
import type * as v from 'valibot'
import type { AnyForm, FormKitState } from './context'
import { formControlProps } from './control-props'
import { conformOptions, type KitInput, type KitOptions } from './kit-form-options'
import { isVisitorSubmit } from './visitor-submit'

/**
 * conform + valibot with the site's rules, loaded with the page; `formProps` go on the <form>, `kit` on its FormKit
 * provider (KitForm). Forms that are a page's reason to exist use useLazyKitForm instead (ADR 0112).
 */
export function useKitForm<S extends v.GenericSchema>(options: KitOptions<S, S>) {
  const { messages, reveal = 'validated' } = options
  const [attempted, setAttempted] = useState(false)
  const [form, fields] = useForm<KitInput<S>, v.InferOutput<S>>(conformOptions(options.id, options.schema, options))
  const kit: FormKitState = { messages, reveal, attempted }
  const formProps = {
    ...formControlProps(form as unknown as AnyForm),
    onSubmitCapture: (event: FormEvent<HTMLFormElement>) => {
      if (isVisitorSubmit(event)) setAttempted(true)
    },
  }
  return { form, fields, kit, formProps }
}
