import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { AuditEntry } from '@api/contract/panel'
import type { AdminClient, ListResponse } from '../contract'
import { api } from '~/lib/api'
import { ADMIN_STALE_MS } from '../queries'

export const auditQuery = (page: number, limit: number, clientId?: number) =>
  queryOptions({
    queryKey: ['admin', 'audit', page, limit, clientId ?? 0] as const,
    queryFn: ({ signal }) => api<ListResponse<AuditEntry>>('/api/superadmin/audit', { query: { page, limit, clientId }, signal }),
    staleTime: ADMIN_STALE_MS,
    placeholderData: keepPreviousData,
  })

/** Every company, for the read-only panel links (the demo has nine; the console's client list pages beyond 100). */
export const panelClientsQuery = queryOptions({
  queryKey: ['admin', 'audit', 'clients'] as const,
  queryFn: ({ signal }) => api<ListResponse<AdminClient>>('/api/superadmin/clients', { query: { limit: 100, sort: 'companyName:asc' }, signal }),
  staleTime: ADMIN_STALE_MS,
})

const ACTIONS: Record<string, string> = {
  'inquiry.stage': 'Zmiana statusu zapytania',
  'inquiry.note': 'Notatka do zapytania',
  'inquiry.export': 'Eksport zapytań (CSV)',
  'unit.occupancy': 'Zajętość jednostki',
  'unit.price': 'Cena jednostki',
}
const STAGES: Record<string, string> = { new: 'nowe', contacted: 'w kontakcie', rented: 'wynajęte', closed: 'zamknięte' }

export const actionLabel = (action: string) => ACTIONS[action] ?? action

/** The detail as one readable line ("nowe → w kontakcie", "A-102: zajęta → wolna", "149 → 159 zł"). */
export function detailText(entry: AuditEntry): string {
  const d = entry.detail as Record<string, unknown>
  switch (entry.action) {
    case 'inquiry.stage': return `${STAGES[String(d.from)] ?? d.from} → ${STAGES[String(d.to)] ?? d.to}`
    case 'inquiry.note': return `${d.chars} znaków`
    case 'inquiry.export': return `${d.rows} wierszy`
    case 'unit.occupancy': return `${d.code}: ${d.from ? 'zajęta' : 'wolna'} → ${d.to ? 'zajęta' : 'wolna'}`
    case 'unit.price': return `${d.code}: ${d.from ?? '—'} → ${d.to} zł`
    default: return JSON.stringify(d)
  }
}
