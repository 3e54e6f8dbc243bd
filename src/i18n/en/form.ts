import type { MessagesOf } from '../types'
import type { form as pl } from '../pl/form'

/** English words of the forms kit (src/ui/form). */
export const form: MessagesOf<typeof pl> = {
  optional: 'optional',
  honeypot: 'Leave this field empty',
  limit: 'Up to {{max}} characters.',
  counter: '{{count}} of {{max}} characters',
}
