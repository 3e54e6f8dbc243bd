/** Polish texts of the signed-in header and the tenant's "Moje zapytania" (English mirror in ../en/account.ts). */
export const account = {
  menu: 'Menu konta ({{email}})',
  signedInAs: 'Zalogowano jako',
  roles: { SUPERADMIN: 'Administrator', CLIENT: 'Operator', TENANT: 'Najemca' },
  admin: 'Panel administratora',
  panel: 'Panel operatora',
  myInquiries: 'Moje zapytania',
  logout: 'Wyloguj się',
  loggingOut: 'Wylogowywanie…',
  logoutFailed: 'Nie udało się wylogować. Spróbuj ponownie.',
  inquiries: {
    title: 'Moje zapytania',
    lead: 'Zapytania wysłane z adresu {{email}} i ich status u operatora.',
    caption: 'Wysłane zapytania',
    date: 'Wysłano',
    facility: 'Obiekt',
    unit: 'Jednostka',
    status: 'Status',
    empty: 'Z tego adresu nie wysłano jeszcze żadnego zapytania.',
    browse: 'Znajdź magazyn',
    unknownFacility: 'Obiekt niedostępny',
  },
} as const
