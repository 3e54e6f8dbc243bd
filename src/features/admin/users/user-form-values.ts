import { type AdminUser, UserCreateSchema, UserUpdateSchema } from '../contract'

/** The picker's hidden input posts an id or "" — the contract reads "" as "no client" (unlinks on edit). */
export const UserCreateFormSchema = UserCreateSchema
export const UserEditFormSchema = UserUpdateSchema

export function userDefaults(user: AdminUser) {
  return {
    email: user.email,
    name: user.name,
    role: user.role,
    lang: user.lang,
    password: '',
    clientId: user.client ? String(user.client.id) : '',
  }
}
