import type { AdminAddress, InboxItem } from '../contract/admin'

export type AddressRow = {
  street: string
  building_number: string
  apartment_number: string | null
  postal_code: string
  city: string
  country: string
}

export const toAddress = (r: AddressRow): AdminAddress => ({
  street: r.street,
  buildingNumber: r.building_number,
  apartmentNumber: r.apartment_number,
  postalCode: r.postal_code,
  city: r.city,
  country: r.country,
})

/** Address and coordinate fields of the admin contract → their columns (same names on clients and facilities). */
export const ADDRESS_COLUMNS = {
  street: 'street',
  buildingNumber: 'building_number',
  apartmentNumber: 'apartment_number',
  postalCode: 'postal_code',
  city: 'city',
  country: 'country',
  latitude: 'latitude',
  longitude: 'longitude',
}

/** An inbox row as its fixed per-kind SELECT returns it (inbox.ts): plain columns, snake_case. */
export type InboxRow = Record<string, string | number | null> & { id: number; created_at: string }

export const camelRow = (row: InboxRow): InboxItem => ({
  ...Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k.replace(/_([a-z0-9])/g, (_, ch: string) => ch.toUpperCase()), v]),
  ),
  id: row.id,
  createdAt: row.created_at,
})
