/** Polish texts of the signed-in header and the tenant's "Moje zapytania" (English mirror in ../en/account.ts). */
export const account = {
  menu: 'Menu konta ({{email}})',
  signedInAs: 'Zalogowano jako',
  roles: { SUPERADMIN: 'Administrator', CLIENT: 'Operator', TENANT: 'Najemca' },
  admin: 'Panel administratora',
  panel: 'Panel operatora',
  myAlerts: 'Moje alerty',
  myInquiries: 'Moje zapytania',
  myReservations: 'Moje rezerwacje',
  password: 'Zmień hasło',
  logout: 'Wyloguj się',
  loggingOut: 'Wylogowywanie…',
  logoutFailed: 'Nie udało się wylogować. Spróbuj ponownie.',
  /** Where an erased renter's name, e-mail and phone were (issue 40): the panel, the console. */
  erased: 'Usunięte na prośbę użytkownika',
  myData: 'Twoje dane',
} as const
