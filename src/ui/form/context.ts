import type { FieldMetadata, FormMetadata } from '@conform-to/react'
import { createContext, type ReactNode, useContext } from 'react'
import type { FormMessages } from './messages'

// Conform metadata of any field: the kit reads names, ids, errors and `dirty`, never the value types.
export type AnyField = FieldMetadata<unknown, Record<string, unknown>, string[]>

/**
 * When a field's error shows:
 * - `validated`: as soon as conform has validated the field (on blur, then on input);
 * - `touched`: once the visitor has typed into it, and for every field after a submit attempt (the panels: flagging
 *   an untouched empty field on blur moves the layout under the pointer on its way to "close");
 * - `status`: never under the field; the form says what is wrong in its status line (newsletter).
 */
export type Reveal = 'validated' | 'touched' | 'status'

export type FormKitState = {
  messages: FormMessages
  reveal: Reveal
  attempted: boolean
  /** A lazy form's conform, once loaded (useLazyKitForm): KitForm renders it, and it draws nothing. */
  engine?: ReactNode
}

export const FormKitContext = createContext<FormKitState>({
  messages: 'verbatim',
  reveal: 'validated',
  attempted: false,
})

export const useFormKit = () => useContext(FormKitContext)

export type AnyForm = FormMetadata<Record<string, unknown>, string[]>
