/** Texts of the "why Schowek" page, split from `operator` (ADR 0110). English mirror in ../en/why-page.ts. */
export const whyPage = {
  eyebrow: 'Dlaczego {{brand}}',
  title: 'System zbudowany dla self storage, nie dla wszystkiego naraz',
  lead: 'Porównaj Skrytkę z arkuszami, ogólnymi programami do fakturowania i starszymi systemami instalowanymi na komputerze.',
  compareTitle: '{{brand}} a typowe rozwiązania',
  ours: '{{brand}}',
  theirs: 'Typowe rozwiązanie',
  cards: {
    payments: {
      title: 'Płatności i rozliczenia',
      ours: 'Płatności cykliczne, BLIK i karty, faktury i JPK generowane automatycznie.',
      theirs: 'Przelewy sprawdzane ręcznie, faktury wystawiane osobno.',
    },
    notifications: {
      title: 'Powiadomienia',
      ours: 'SMS i e-mail o płatnościach i umowach wysyłane automatycznie.',
      theirs: 'Telefony i e-maile pisane ręcznie przez obsługę.',
    },
    access: {
      title: 'Kontrola dostępu',
      ours: 'Zamki smart i kody PIN zintegrowane z płatnościami, dostęp 24/7.',
      theirs: 'Klucze i karty wydawane w biurze, blokady ręczne.',
    },
    analytics: {
      title: 'Analityka i ROI boksu',
      ours: 'Przychód i zwrot z inwestycji dla każdego boksu, prognozy obłożenia.',
      theirs: 'Ogólne zestawienia w arkuszu, bez danych o boksach.',
    },
    config: {
      title: 'Konfiguracja i cennik',
      ours: 'Własne typy boksów, promocje, kaucje i dynamiczne ceny bez programisty.',
      theirs: 'Sztywny cennik, zmiany wymagają wsparcia dostawcy.',
    },
    integrations: {
      title: 'Integracje i API',
      ours: 'Otwarte REST API, webhooki i gotowe integracje z księgowością.',
      theirs: 'Zamknięty system, eksport do CSV.',
    },
  },
  reviewsTitle: 'Co mówią operatorzy',
  ctaTitle: 'Sprawdź różnicę na własnym obiekcie',
  ctaTrial: 'Rozpocznij darmowy test',
  ctaDemo: 'Umów prezentację',
  ctaNote: '0 zł, bez zobowiązań',
  faqTitle: 'Najczęstsze pytania',
  faq: {
    migration: {
      q: 'Czy pomożecie przenieść dane z obecnego systemu?',
      a: 'Tak. Importujemy klientów, umowy, boksy i salda z arkuszy lub eksportu poprzedniego systemu. Migracja jest wliczona w wdrożenie i zwykle trwa kilka dni.',
    },
    multisite: {
      q: 'Czy mogę zarządzać kilkoma obiektami?',
      a: 'Tak. Jedno konto obsługuje dowolną liczbę obiektów, a raporty pokazują wyniki łącznie i dla każdego obiektu osobno.',
    },
    pricing: {
      q: 'Ile kosztuje system?',
      a: 'Pierwsze 30 dni są bezpłatne. Potem płacisz miesięczny abonament zależny od liczby boksów – bez opłat wdrożeniowych i długich umów.',
    },
    integrations: {
      q: 'Czy mogę podłączyć własne integracje?',
      a: 'Tak. Udostępniamy REST API i webhooki, dzięki którym połączysz system z własną stroną, księgowością czy zamkami.',
    },
  },
} as const
