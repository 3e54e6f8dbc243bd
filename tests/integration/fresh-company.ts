import { d1 } from './d1.ts'
import { sessionFor } from './api-helpers'

export type FreshCompany = { clientId: number; facilityId: number; email: string; cookie: string }

/**
 * A company of its own with one operator and one facility kept off the public site (inactive), written straight
 * into this worker's D1: a test that fills a facility (a thousand units, thirty photos) or spends the company's save
 * limit leaves the seeded companies as other files expect them. `drop()` removes the company and what hangs on it.
 */
export async function freshCompany(label: string): Promise<FreshCompany & { drop: () => void }> {
  const tag = `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`
  const [client] = d1<{ id: number }>(
    "INSERT INTO clients (company_name, contact_name, phone, street, building_number, postal_code, city) VALUES (?, 'Test', '+48 600 000 000', 'Testowa', '1', '00-001', 'Testowo') RETURNING id",
    `Firma ${tag}`,
  )
  const email = `op-${tag}@example.pl`
  d1("INSERT INTO users (email, password_hash, role, client_id) VALUES (?, 'unused', 'CLIENT', ?)", email, client!.id)
  const [facility] = d1<{ id: number }>(
    "INSERT INTO facilities (client_id, slug, name, city, latitude, longitude, features, active) VALUES (?, ?, ?, 'Testowo', 52.1, 21.1, '[]', 0) RETURNING id",
    client!.id,
    `obiekt-${tag}`,
    `Obiekt ${tag}`,
  )
  return {
    clientId: client!.id,
    facilityId: facility!.id,
    email,
    cookie: await sessionFor(email),
    drop: () => {
      // Inquiries outlive a deleted facility (SET NULL); these are the test's own and go with it.
      d1('DELETE FROM inquiries WHERE facility_id = ?', facility!.id)
      d1('DELETE FROM facilities WHERE id = ?', facility!.id)
      d1('DELETE FROM users WHERE client_id = ?', client!.id)
      d1('DELETE FROM clients WHERE id = ?', client!.id)
    },
  }
}
