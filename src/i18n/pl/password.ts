/**
 * Polish texts of the password pages (issue 40): the reset page (/pl/logowanie/reset) and the signed-in change
 * (/pl/konto/haslo). Apart from `auth`, so the sign-in page does not download them (English mirror in ../en/password.ts).
 */
export const password = {
  reset: {
    title: 'Nie pamiętasz hasła?',
    lead: 'Podaj adres e-mail konta. Jeśli takie konto istnieje, wyślemy na ten adres link do ustawienia nowego hasła, ważny 60 minut.',
    submit: 'Wyślij link',
    sending: 'Wysyłanie…',
    sent: 'Jeśli konto z adresem {{email}} istnieje, wysłaliśmy na nie link do ustawienia nowego hasła. Sprawdź skrzynkę, także folder spam.',
    rateLimited: 'Zbyt wiele próśb o nowe hasło. Spróbuj ponownie za kilka minut.',
    failed: 'Nie udało się wysłać prośby. Spróbuj ponownie.',
    newTitle: 'Ustaw nowe hasło',
    setTitle: 'Ustaw swoje hasło',
    activateTitle: 'Aktywuj konto',
    activateLead:
      'Ustaw hasło do konta (co najmniej 6 znaków). Gdy je zapiszesz, zacznie się 30-dniowy okres próbny, a my przeniesiemy Cię do panelu operatora.',
    activate: 'Aktywuj konto',
    newLead:
      'Wpisz nowe hasło (co najmniej 6 znaków). Po zapisaniu zalogujemy Cię, a wszystkie inne sesje tego konta zostaną zakończone.',
    newPassword: 'Nowe hasło',
    save: 'Zapisz hasło i zaloguj się',
    saving: 'Zapisywanie…',
    invalid: 'Ten link już nie działa: został użyty, wygasł albo jest niepełny. Poproś o nowy poniżej.',
    back: 'Wróć do logowania',
  },
  change: {
    title: 'Zmień hasło',
    lead: 'Podaj obecne hasło i nowe. Pozostałe sesje Twojego konta zostaną zakończone, ta pozostanie.',
    current: 'Obecne hasło',
    next: 'Nowe hasło',
    submit: 'Zmień hasło',
    submitting: 'Zapisywanie…',
    done: 'Hasło zostało zmienione. Pozostałe sesje Twojego konta zostały zakończone.',
    failed: 'Nie udało się zmienić hasła. Spróbuj ponownie.',
    rateLimited: 'Zbyt wiele prób. Spróbuj ponownie za kilka minut.',
    forgot: 'Nie pamiętasz obecnego hasła?',
  },
} as const
