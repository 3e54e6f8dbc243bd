import { useCallback } from 'react'
import { useT } from '~/i18n/use-lang'
import type { MessageKey } from '~/i18n'

const KNOWN = ['required', 'minName', 'invalidEmail', 'minPhone', 'minNip', 'minStreet', 'minPostal', 'minCity', 'invalidSlot', 'invalidCharacters'] as const

/** The form schemas speak in message keys (api/contract/forms.ts); anything unexpected reads as a generic error. */
export function useErrorText() {
  const t = useT()
  return useCallback((key: string) => {
    const known = (KNOWN as readonly string[]).includes(key) ? key : 'invalid'
    return t(`operator.errors.${known}` as MessageKey)
  }, [t])
}
