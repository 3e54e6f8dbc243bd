import { useCallback } from 'react'
import { useT } from '~/i18n/use-lang'

const KNOWN = ['required', 'minName', 'invalidEmail', 'minPhone', 'minNip', 'minStreet', 'minPostal', 'minCity', 'invalidSlot', 'invalidCharacters'] as const
const isKnown = (key: string): key is (typeof KNOWN)[number] => (KNOWN as readonly string[]).includes(key)

/** The form schemas speak in message keys (api/contract/forms.ts); anything unexpected reads as a generic error. */
export function useErrorText() {
  const t = useT()
  return useCallback((key: string) => {
    return t(`operator.errors.${isKnown(key) ? key : 'invalid'}`)
  }, [t])
}
