/** Titles, headings and meta descriptions of every page (the page bodies keep their own namespaces). */
export const pages = {
  home: {
    title: '{{brand}} – porównaj magazyny self storage w Polsce',
    heading: 'Znajdź magazyn self storage w swojej okolicy',
    description:
      'Porównaj ceny, rozmiary i udogodnienia magazynów self storage w całej Polsce. Wyszukiwanie jest bezpłatne.',
  },
  software: {
    title: 'Oprogramowanie do zarządzania self storage – {{brand}}',
    heading: 'Oprogramowanie do zarządzania self storage w chmurze',
    description:
      'Rezerwacje online, e-umowy z podpisem elektronicznym, płatności, windykacja, faktury i dostęp 24/7 w jednym systemie.',
  },
  features: {
    title: 'Funkcje systemu self storage – {{brand}}',
    heading: 'Funkcje systemu do zarządzania self storage',
    description: 'Rezerwacje, płatności, automatyzacje, portal klienta, analityka, integracje i bezpieczeństwo.',
  },
  facilities: {
    title: 'Magazyny self storage w Polsce – {{brand}}',
    heading: 'Magazyny self storage',
    description:
      'Lista magazynów self storage z cenami, rozmiarami i udogodnieniami. Filtruj po lokalizacji, cenie i typie boksu.',
  },
  facility: {
    title: '{{name}} – magazyn self storage',
    heading: '{{name}}',
    description: 'Magazyn self storage {{name}}: ceny, dostępne boksy i kontakt z operatorem.',
  },
  signin: {
    title: 'Logowanie – {{brand}}',
    heading: 'Zaloguj się',
    description: 'Zaloguj się do panelu operatora lub najemcy.',
  },
  caseStudies: {
    title: 'Studia przypadków – {{brand}}',
    heading: 'Studia przypadków',
    description: 'Jak operatorzy self storage rozwijają biznes z naszym systemem.',
  },
  why: {
    title: 'Dlaczego {{brand}} – system dla operatorów self storage',
    heading: 'Dlaczego {{brand}}?',
    description:
      'Porównanie funkcji: płatności, powiadomienia, kontrola dostępu, analityka, konfiguracja i integracje.',
  },
  sitemap: {
    title: 'Mapa strony – {{brand}}',
    heading: 'Mapa strony',
    description: 'Wszystkie strony serwisu {{brand}} w jednym miejscu.',
  },
  blog: {
    title: 'Blog o self storage – {{brand}}',
    heading: 'Blog',
    description: 'Trendy, porady i nowości z rynku self storage.',
  },
  blogPost: { title: '{{title}} – Blog {{brand}}', heading: '{{title}}', description: '{{excerpt}}' },
  privacy: {
    title: 'Polityka prywatności – {{brand}}',
    heading: 'Polityka prywatności',
    description: 'Jak przetwarzamy dane osobowe w serwisie {{brand}}.',
  },
  cookies: {
    title: 'Ustawienia cookies – {{brand}}',
    heading: 'Pliki cookies',
    description: 'Zarządzaj zgodami na pliki cookies analityczne i marketingowe.',
  },
  terms: {
    title: 'Regulamin – {{brand}}',
    heading: 'Regulamin serwisu',
    description: 'Zasady korzystania z serwisu {{brand}}.',
  },
  verification: {
    title: 'Jak weryfikujemy operatorów – {{brand}}',
    heading: 'Jak weryfikujemy operatorów',
    description:
      'Co oznacza znaczek „Zweryfikowany operator”: które rejestry publiczne sprawdzamy, kiedy i co z nich porównujemy.',
  },
  contact: {
    title: 'Kontakt – {{brand}}',
    heading: 'Kontakt',
    description: 'Skontaktuj się z zespołem {{brand}} telefonicznie lub e-mailowo.',
  },
  admin: {
    title: 'Panel administratora – {{brand}}',
    heading: 'Panel administratora',
    description: 'Zarządzanie operatorami, obiektami i użytkownikami.',
  },
  alertConfirm: {
    title: 'Potwierdzenie alertu – {{brand}}',
    heading: 'Potwierdzenie alertu',
    description: 'Potwierdź alert o nowych boksach.',
  },
  alertManage: {
    title: 'Twój alert – {{brand}}',
    heading: 'Twój alert o nowych boksach',
    description: 'Wstrzymaj, zmień, odnów lub usuń alert.',
  },
  review: {
    title: 'Twoja opinia – {{brand}}',
    description: 'Oceń swój pobyt w magazynie.',
  },
  reviewsVerified: {
    title: 'Jak weryfikujemy opinie – {{brand}}',
    description: 'Opinie na {{brand}} wystawiają tylko najemcy po wprowadzeniu. Jak je sprawdzamy i kiedy usuwamy.',
  },
  signinReset: {
    title: 'Nowe hasło – {{brand}}',
    description: 'Ustaw nowe hasło do konta {{brand}}.',
  },
  accountPassword: {
    title: 'Zmiana hasła – {{brand}}',
    description: 'Zmień hasło do konta {{brand}}.',
  },
  newsletterConfirm: {
    title: 'Potwierdzenie zapisu do newslettera – {{brand}}',
    heading: 'Potwierdzenie zapisu do newslettera',
    description: 'Potwierdź zapis do newslettera {{brand}}.',
    ready: 'Potwierdź, że chcesz otrzymywać newsletter {{brand}}.',
    button: 'Potwierdzam zapis',
    working: 'Potwierdzamy Twój zapis…',
    done: 'Gotowe! Zapis do newslettera jest potwierdzony. Nowości z rynku self storage raz w miesiącu.',
    invalid:
      'Ten link wygasł, został już użyty lub jest nieprawidłowy. Zapisz się ponownie w stopce strony, a wyślemy nowy link.',
    failed: 'Nie udało się teraz potwierdzić zapisu. Spróbuj ponownie za chwilę.',
    home: 'Przejdź na stronę główną',
  },
  newsletterUnsubscribe: {
    title: 'Wypisanie z newslettera – {{brand}}',
    heading: 'Wypisanie z newslettera',
    description: 'Wypisz się z newslettera {{brand}}.',
    ready: 'Potwierdź, że chcesz wypisać się z newslettera.',
    button: 'Wypisz mnie',
    working: 'Wypisujemy Cię z newslettera…',
    done: 'Wypisano. Nie będziemy już wysyłać Ci newslettera.',
    invalid: 'Ten link jest nieprawidłowy. Użyj linku z ostatniej wiadomości od nas.',
    failed: 'Nie udało się teraz wypisać Cię z newslettera. Spróbuj ponownie za chwilę.',
    home: 'Przejdź na stronę główną',
  },
} as const
