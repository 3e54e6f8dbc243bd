import type { FormHTMLAttributes, ReactNode } from 'react'
import { FormKitContext, type FormKitState } from './context'

type Props = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & {
  kit: FormKitState
  formProps: FormHTMLAttributes<HTMLFormElement>
  /** While sending: the form is aria-busy (ADR 0014). */
  busy?: boolean
  children: ReactNode
}

/** The <form> of a kit form: conform's props, the busy state and the kit's rules for the fields inside. */
export function KitForm({ kit, formProps, busy, children, ...rest }: Props) {
  return (
    <FormKitContext.Provider value={kit}>
      <form {...formProps} {...rest} aria-busy={busy || undefined}>
        {kit.engine}
        {children}
      </form>
    </FormKitContext.Provider>
  )
}
