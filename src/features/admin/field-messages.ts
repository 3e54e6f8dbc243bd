import { ADMIN_MESSAGES } from '@api/contract/admin-messages'
import type { MessageKey } from '~/i18n'
import type { ErrorMap } from '~/ui/form/messages'

/**
 * The console's schemas and server checks speak spec §5's Polish texts (ADMIN_MESSAGES); this reads each as its
 * `admin.fieldErrors` key, so the English console says it in English and the Polish one in the spec's words. Any other
 * text (a library default, a message nobody listed) reads as `invalid`, never as raw server text.
 */
export const ADMIN_ERRORS: ErrorMap = {
  ...Object.fromEntries(
    Object.entries(ADMIN_MESSAGES).map(([key, text]) => [text, `admin.fieldErrors.${key}` as MessageKey]),
  ),
  invalid: 'admin.fieldErrors.invalid',
}
