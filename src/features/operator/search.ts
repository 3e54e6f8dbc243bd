/** `?demo=1` / `?trial=1` on the software page (and `?next=` elsewhere) arrive as strings or numbers. */
export type PanelSearch = { demo?: 1; trial?: 1 }

export function validatePanelSearch(search: Record<string, unknown>): PanelSearch {
  return {
    ...(String(search.demo) === '1' ? { demo: 1 as const } : {}),
    ...(String(search.trial) === '1' ? { trial: 1 as const } : {}),
  }
}
