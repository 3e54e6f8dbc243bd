import { type AdminUser, type Role, UserCreateSchema, UserUpdateSchema } from '../contract'

/** The picker's hidden input posts an id or "" — the contract reads "" as "no client" (unlinks on edit). */
export const UserCreateFormSchema = UserCreateSchema
export const UserEditFormSchema = UserUpdateSchema

export const ROLE_LABELS: Record<Role, string> = { SUPERADMIN: 'Superadministrator', CLIENT: 'Klient (operator)', TENANT: 'Najemca' }
export const ROLE_OPTIONS = Object.entries(ROLE_LABELS).map(([value, label]) => ({ value, label }))

export function userDefaults(user: AdminUser) {
  return { email: user.email, name: user.name, role: user.role, password: '', clientId: user.client ? String(user.client.id) : '' }
}

export const clientLabel = (c: { companyName: string | null; id: number }) => c.companyName || `Klient #${c.id}`
