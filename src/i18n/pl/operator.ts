/** Polish texts of the operator area: software, features, case studies, why, demo and trial panels. */
export const operator = {
  hero: {
    eyebrow: 'Oprogramowanie dla operatorów self storage',
    title: 'Cały Twój self storage w jednym systemie w chmurze',
    lead: 'Rezerwacje online, e-umowy z podpisem elektronicznym, płatności, windykacja, faktury i dostęp 24/7 – w jednym panelu dla Ciebie i aplikacji dla Twoich najemców.',
    ctaTrial: 'Rozpocznij 30-dniowy test',
    ctaDemo: 'Umów prezentację',
    note: '30 dni za darmo · 0 zł · bez zobowiązań',
    rating: {
      one: 'Ocena {{rating}} na podstawie {{count}} opinii',
      few: 'Ocena {{rating}} na podstawie {{count}} opinii',
      many: 'Ocena {{rating}} na podstawie {{count}} opinii',
      other: 'Ocena {{rating}} na podstawie {{count}} opinii',
    },
    imageAlt: 'Panel operatora {{brand}}: mapa boksów, obłożenie i płatności',
  },
  carousel: {
    eyebrow: 'Funkcje',
    title: 'Jeden system, dwa panele',
    lead: 'Panel operatora do prowadzenia obiektu i panel klienta, w którym najemcy sami załatwiają sprawy.',
    tabsLabel: 'Wybierz panel',
    admin: 'Panel operatora',
    client: 'Panel klienta',
    prev: 'Poprzednia funkcja',
    next: 'Następna funkcja',
    position: 'Funkcja {{n}} z {{total}}',
    cta: 'Zobacz na żywo – umów prezentację',
    items: {
      booking: {
        title: 'Rezerwacje online 24/7',
        text: 'Klient wybiera boks, termin i płaci online – rezerwacja trafia od razu do kalendarza obiektu.',
      },
      esign: {
        title: 'E-umowy z podpisem elektronicznym',
        text: 'Umowa najmu generuje się automatycznie i jest podpisywana online, bez wizyty w biurze.',
      },
      map: {
        title: 'Interaktywna mapa boksów',
        text: 'Widzisz obłożenie każdego piętra na żywo: wolne, zajęte, zarezerwowane i zaległe boksy.',
      },
      notify: {
        title: 'Powiadomienia i przypomnienia',
        text: 'SMS i e-mail o płatnościach, końcu umowy i dostępie wysyłają się same.',
      },
      docs: {
        title: 'Faktury i pliki JPK',
        text: 'Faktury, korekty i pliki JPK powstają automatycznie i trafiają do księgowości.',
      },
      payments: {
        title: 'Płatności i windykacja',
        text: 'Płatności cykliczne, BLIK i karty, a przy zaległościach automatyczna ścieżka windykacji.',
      },
      iot: {
        title: 'Kontrola dostępu IoT',
        text: 'Zamki smart, bramy i kody PIN: dostęp 24/7 blokuje się automatycznie przy zaległości.',
      },
      marketplace: {
        title: 'Wyszukiwarka magazynów',
        text: 'Najemca znajduje obiekt na {{brandDomain}}, porównuje boksy i rezerwuje w 3 minuty.',
      },
      myunit: { title: 'Mój boks', text: 'Status najmu, rozmiar, termin umowy i historia wejść w jednym miejscu.' },
      pay: {
        title: 'Portfel płatności',
        text: 'Zapisana karta, płatności cykliczne i historia wpłat bez telefonów do biura.',
      },
      security: {
        title: 'Dostęp i bezpieczeństwo',
        text: 'Cyfrowy klucz w telefonie, kody PIN i powiadomienia o każdym wejściu.',
      },
      support: {
        title: 'Pomoc i zgłoszenia',
        text: 'Zgłoszenia serwisowe i wiadomości do operatora prosto z aplikacji.',
      },
    },
  },
  clientDocs: { title: 'Umowy i dokumenty', text: 'Umowy w PDF, faktury i aneksy zawsze pod ręką w panelu klienta.' },
  reviews: {
    eyebrow: 'Opinie klientów',
    title: 'Operatorzy o Skrytce',
    summary: {
      one: '{{rating}} / 5 – średnia z {{count}} opinii',
      few: '{{rating}} / 5 – średnia z {{count}} opinii',
      many: '{{rating}} / 5 – średnia z {{count}} opinii',
      other: '{{rating}} / 5 – średnia z {{count}} opinii',
    },
    starsLabel: 'Ocena {{rating}} na 5',
    items: {
      r1: {
        quote:
          'Po wdrożeniu przestaliśmy gonić klientów o płatności. Przypomnienia i blokada dostępu działają same, a zaległości spadły prawie do zera.',
        name: 'Katarzyna Nowicka',
        role: 'Właścicielka, Magazynowo',
      },
      r2: {
        quote:
          'Rezerwacje online i e-umowy pozwoliły nam obsługiwać drugi obiekt bez zatrudniania recepcji. Klienci podpisują umowę w kilka minut.',
        name: 'Marcin Zieliński',
        role: 'Dyrektor operacyjny, BoxPol',
      },
      r3: {
        quote:
          'Mapa boksów i raporty obłożenia wreszcie pokazują, które rozmiary zarabiają. Ceny zmieniamy na podstawie danych, nie intuicji.',
        name: 'Agnieszka Wróbel',
        role: 'Kierowniczka obiektu, Schowek24',
      },
    },
  },
  finalCta: {
    title: 'Przetestuj Skrytkę przez 30 dni za darmo',
    lead: 'Skonfigurujemy system z Tobą. Bez karty, bez zobowiązań, 0 zł.',
    trial: 'Rozpocznij test',
    demo: 'Umów prezentację',
  },
  promo: {
    title: '30 dni za darmo',
    text: 'Sprawdź cały system na swoim obiekcie. Bez karty i bez zobowiązań.',
    cta: 'Rozpocznij test',
    close: 'Zamknij ofertę',
  },
} as const
