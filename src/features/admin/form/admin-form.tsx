import type { ComponentProps, ReactNode } from 'react'
import { KitForm } from '~/ui/form'
import { formCard } from './form-section'

type Props = {
  /** What `useAdminForm` returned for this form. */
  form: Pick<ComponentProps<typeof KitForm>, 'kit' | 'formProps'> & { pending: boolean }
  /** The form's accessible name. */
  label: string
  children: ReactNode
}

/** A console form: the kit's <form> on the console's card, busy while saving (ADR 0014), named for screen readers. */
export function AdminForm({ form, label, children }: Props) {
  return (
    <KitForm kit={form.kit} formProps={form.formProps} busy={form.pending} className={formCard} aria-label={label}>
      {children}
    </KitForm>
  )
}
