/** Polish texts of the sign-in area (English mirror in ../en/auth.ts). */
export const auth = {
  eyebrow: 'Panel {{brand}}',
  title: 'Zaloguj się',
  lead: 'Zaloguj się do panelu operatora lub najemcy.',
  roleLabel: 'Logujesz się jako',
  operator: 'Operator',
  tenant: 'Najemca',
  operatorText: 'Zarządzaj obiektami, rezerwacjami i płatnościami.',
  tenantText: 'Twoje rezerwacje, zapytania i alerty w jednym miejscu.',
  email: 'E-mail',
  password: 'Hasło',
  showPassword: 'Pokaż hasło',
  hidePassword: 'Ukryj hasło',
  remember: 'Zapamiętaj mnie',
  forgot: 'Nie pamiętasz hasła?',
  submit: 'Zaloguj się',
  submitting: 'Logowanie…',
  noAccount: 'Nie masz konta?',
  startTrial: 'Rozpocznij 30-dniowy test',
  failure: 'Niepoprawne dane logowania lub konto nie istnieje w systemie.',
  rateLimited: 'Zbyt wiele prób logowania. Spróbuj ponownie za kilka minut.',
  challengeLabel: 'Zabezpieczenie przed botami',
  challengePending: 'Poczekaj chwilę, aż zabezpieczenie potwierdzi, że nie jesteś robotem, i zaloguj się ponownie.',
  challengeFailed:
    'Nie udało się potwierdzić, że nie jesteś robotem. Wykonaj sprawdzenie w polu zabezpieczenia i spróbuj ponownie.',
  challengeUnavailable:
    'Nie udało się wczytać zabezpieczenia logowania. Odśwież stronę lub spróbuj ponownie za chwilę.',
  errors: {
    invalidEmail: 'Podaj poprawny adres e-mail',
    minPassword: 'Hasło musi mieć co najmniej 6 znaków',
    maxPassword: 'Hasło może mieć najwyżej 200 znaków',
    currentRequired: 'Podaj obecne hasło',
    wrongPassword: 'Obecne hasło jest niepoprawne',
  },
  asideTitle: 'Wszystko o Twoim self storage w jednym miejscu',
  // What the signed-in faces hold today (issue 40: no payments, contracts or entry history exist to promise).
  asideP1: 'Rezerwacje i zapytania z historią każdej zmiany',
  asideP2: 'Alerty o wolnych boksach w Twojej okolicy',
  asideP3: 'Dla operatorów: zapytania, rezerwacje, dostępność i ceny',
  // Issue 40: renters sign in by a link sent to their e-mail (ADR 0088).
  emailLink: {
    title: 'Zaloguj się bez hasła',
    lead: 'Wyślemy Ci link do logowania. Pierwsze logowanie zakłada konto, w którym znajdziesz rezerwacje, zapytania i alerty złożone z tego adresu.',
    button: 'Wyślij mi link do logowania',
    sending: 'Wysyłanie…',
    sent: 'Jeśli ten adres może się zalogować linkiem, właśnie wysłaliśmy na niego wiadomość. Link jest ważny 15 minut i działa tylko raz.',
    rateLimited: 'Wysłaliśmy już kilka linków. Spróbuj ponownie za kilka minut.',
    failed: 'Nie udało się wysłać linku. Spróbuj ponownie za chwilę.',
    password: 'Masz hasło? Zaloguj się nim poniżej.',
  },
  // The page the mail's link opens: a button, because mail scanners open links.
  linkPage: {
    title: 'Logowanie linkiem – {{brand}}',
    heading: 'Logowanie linkiem',
    ready: 'Naciśnij przycisk, aby się zalogować.',
    button: 'Zaloguj się',
    working: 'Logowanie…',
    invalid: 'Ten link wygasł, został już użyty albo jest nieprawidłowy. Poproś o nowy poniżej.',
    failed: 'Nie udało się teraz zalogować. Spróbuj ponownie za chwilę.',
  },
  // "Moje rezerwacje", "Moje zapytania", "Moje alerty" of an account whose address is not verified yet.
  unverified: {
    text: 'Twój adres {{email}} nie jest jeszcze potwierdzony, więc nie pokazujemy tu rezerwacji, zapytań ani alertów złożonych z tego adresu. Potwierdź go, logując się linkiem, który na niego wyślemy.',
    button: 'Wyślij link do logowania',
  },
  /** "Twoje dane" / "Your data" (issue 40): the export and the erasure. */
  accountData: {
    lead: 'Pobierz wszystko, co mamy powiązane z Twoim kontem, albo usuń swoje dane (RODO, art. 15 i 17).',
    downloadTitle: 'Pobierz moje dane',
    downloadText:
      'Plik JSON z kontem, rezerwacjami (z historią zmian), zapytaniami, alertami, zapisem do newslettera i zgodami.',
    download: 'Pobierz moje dane',
    eraseTitle: 'Usuń moje dane',
    eraseText: 'Usuniemy konto i Twoje dane osobowe. Tej operacji nie można cofnąć.',
    erase: 'Usuń moje dane',
    confirmTitle: 'Usunąć Twoje dane?',
    deleted:
      'Usuniemy: konto, alerty, zapis do newslettera i wszystkie sesje logowania; trwające rezerwacje anulujemy, a boksy wrócą do oferty.',
    wiped: 'Z rezerwacji i zapytań usuniemy imię i nazwisko, e-mail, telefon i treść wiadomości.',
    kept: 'Zostanie (bez Twoich danych): obiekt, boks, cena, daty i statusy rezerwacji i zapytań, bo operatorzy potrzebują ich do rozliczeń. Wyślemy Ci potwierdzenie e-mailem.',
    confirm: 'Tak, usuń moje dane',
    erasing: 'Usuwanie…',
    cancel: 'Anuluj',
    close: 'Zamknij',
    failed: 'Nie udało się usunąć danych. Spróbuj ponownie.',
    doneTitle: 'Twoje dane zostały usunięte',
    done: 'Usunęliśmy konto i Twoje dane osobowe, a Ciebie wylogowaliśmy. Potwierdzenie wysłaliśmy e-mailem.',
    operatorOnly:
      'Konto operatora lub administratora zamyka zespół serwisu: napisz do nas, a usuniemy je razem z danymi firmy.',
  },
} as const
