export type SalesDialogKind = 'demo' | 'trial'

/**
 * Spec §2: `?demo=1` / `#demo` and `?trial=1` / `#trial` open the dialogs; the query wins over the hash. Apart from
 * the hook, so the shell can tell when to fetch the panels' host without carrying it (ADR 0107).
 */
export function dialogFrom(search: Record<string, unknown>, hash: string): SalesDialogKind | null {
  if (String(search.demo) === '1') return 'demo'
  if (String(search.trial) === '1') return 'trial'
  if (hash === 'demo' || hash === 'trial') return hash
  return null
}
