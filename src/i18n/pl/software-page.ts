/** The software page's static parts (partners, benefits, marketplace numbers, costs): rendered on the server and never in the browser on a first load, so loaded only with their code (ADR 0110). English mirror in ../en/software-page.ts. */
export const softwarePage = {
  trusted: {
    title: 'Zaufali nam operatorzy self storage w całej Polsce',
    logoAlt: 'Logo {{name}}',
  },
  benefits: {
    eyebrow: 'Dlaczego operatorzy nas wybierają',
    title: 'Pracuj, skąd chcesz',
    items: {
      mobile: {
        title: 'Aplikacja mobilna',
        text: 'Obsługa obiektu z telefonu: otwieranie bram, płatności i zgłoszenia w terenie.',
      },
      web: {
        title: 'Panel w przeglądarce',
        text: 'Bez instalacji i serwerów. Działa na każdym komputerze, aktualizacje są automatyczne.',
      },
      automation: {
        title: 'Automatyzacja',
        text: 'Umowy, faktury, przypomnienia i windykacja dzieją się same – Ty zajmujesz się klientami.',
      },
      analytics: {
        title: 'Analityka',
        text: 'Obłożenie, przychód na boks, prognozy i dynamiczne ceny w czytelnych raportach.',
      },
    },
  },
  stats: {
    eyebrow: 'Marketplace {{brand}}',
    title: 'Nowi najemcy z marketplace w pakiecie',
    lead: 'Twój obiekt pojawia się w wyszukiwarce {{brandDomain}}, gdzie najemcy porównują magazyny w całej Polsce.',
    items: {
      bookings: { value: '500+', label: 'rezerwacji miesięcznie' },
      cities: { value: '10+', label: 'miast' },
      facilities: { value: '10+', label: 'obiektów' },
      minutes: { value: '3 minuty', label: 'od wyszukania do rezerwacji' },
      verified: { value: '100%', label: 'zweryfikowanych operatorów' },
      free: { value: '0 zł', label: 'za wyszukiwanie' },
    },
  },
  costs: {
    eyebrow: 'Niższe koszty',
    title: 'Mniej pracy ręcznej, niższe koszty obsługi',
    lead: 'Automatyzacja zadań, które dziś zabierają godziny w biurze obiektu.',
    points: {
      p1: 'Bez recepcji na miejscu – klienci rezerwują i podpisują umowy online',
      p2: 'Automatyczne faktury i pliki JPK zamiast ręcznego przepisywania',
      p3: 'Windykacja, która sama przypomina i blokuje dostęp przy zaległości',
      p4: 'Dostęp 24/7 bez wydawania kluczy i kart',
      p5: 'Dynamiczne ceny podnoszące przychód z każdego metra',
      p6: 'Jeden system zamiast arkuszy, kalendarzy i osobnych aplikacji',
    },
    seeFeatures: 'Zobacz wszystkie funkcje',
    results: {
      users: { value: '500+', label: 'użytkowników systemu' },
      growth: { value: '25%', label: 'wzrostu przychodów po roku' },
      cost: { value: '0 zł', label: 'kosztów wdrożenia' },
      trial: { value: '30 dni', label: 'testu za darmo' },
    },
  },
} as const
