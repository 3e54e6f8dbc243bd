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
  logout: 'Sign out',
  loggingOut: 'Signing out…',
  logoutFailed: 'Could not sign out. Please try again.',
  inquiries: {
    title: 'My inquiries',
    lead: 'Inquiries sent from {{email}} and where the operator is with each.',
    caption: 'Sent inquiries',
    date: 'Sent',
    facility: 'Facility',
    unit: 'Unit',
    status: 'Status',
    empty: 'No inquiry has been sent from this address yet.',
    browse: 'Find storage',
    unknownFacility: 'Facility no longer listed',
  },
}
