import type { MessagesOf } from '../types'
import type { account as pl } from '../pl/account'

export const account: MessagesOf<typeof pl> = {
  menu: 'Account menu ({{email}})',
  signedInAs: 'Signed in as',
  roles: { SUPERADMIN: 'Administrator', CLIENT: 'Operator', TENANT: 'Tenant' },
  admin: 'Admin console',
  panel: 'Operator panel',
  myAlerts: 'My alerts',
  myInquiries: 'My inquiries',
  myReservations: 'My reservations',
  password: 'Change password',
  logout: 'Sign out',
  loggingOut: 'Signing out…',
  logoutFailed: 'Could not sign out. Please try again.',
  erased: "Deleted at the user's request",
  myData: 'Your data',
}
