/** The page "Jak weryfikujemy operatorów" (issue 42), split from `marketplace` (ADR 0110). English mirror in ../en/verification.ts. */
export const verification = {
  lead: 'Znaczek „Zweryfikowany operator” pokazujemy tylko wtedy, gdy rejestry publiczne potwierdziły firmę, która prowadzi magazyn. Obok znaczka podajemy, które rejestry sprawdziliśmy i kiedy.',
  registersTitle: 'Co sprawdzamy',
  registers: {
    checksum: 'Numery NIP i REGON: najpierw cyfra kontrolna. Numeru z błędem nie wysyłamy do żadnego rejestru.',
    vat: 'Biała lista VAT Ministerstwa Finansów, na dzień sprawdzenia: status podatnika, nazwa i adres. Podatnik zwolniony z VAT jest zweryfikowany tak samo jak czynny: to zgodny z prawem sposób prowadzenia działalności.',
    krs: 'KRS, dla spółek: aktualny odpis z rejestru przedsiębiorców, nazwa i adres siedziby.',
    ceidg: 'CEIDG, dla jednoosobowych działalności i spółek cywilnych: status działalności, nazwa i adres.',
    regon: 'REGON (GUS): nazwa i adres w rejestrze statystycznym.',
  },
  outcomesTitle: 'Wynik',
  outcomes: {
    verified: 'Zweryfikowany: firma jest aktywna, a jej nazwa i adres zgadzają się w każdym rejestrze.',
    review:
      'Do sprawdzenia: rejestr podał inne dane albo nie odpowiedział. Decyzję podejmuje nasz zespół po przeczytaniu odpowiedzi rejestrów. Brak odpowiedzi nigdy nie oznacza weryfikacji.',
    refused: 'Odrzucony: firmę usunięto z białej listy VAT, wykreślono z KRS albo zamknięto jej działalność w CEIDG.',
  },
  whenTitle: 'Kiedy',
  when: 'Operator sprawdza firmę w swoim panelu, a co noc ponownie sprawdzamy firmy sprawdzone najdawniej (do 100 na noc). Firma, która przestaje spełniać warunki, od razu traci znaczek, a nasz zespół dostaje o tym informację. Wyjątek: gdy nasz zespół potwierdził firmę po przeczytaniu dowodów, a rejestr podaje tylko inne dane albo nie odpowiada. Firma wykreślona lub zamknięta traci znaczek zawsze. Zmiana nazwy lub adresu usuwa znaczek do czasu nowego sprawdzenia.',
  evidenceTitle: 'Dowody',
  evidence:
    'Każde sprawdzenie zapisujemy: rejestr, identyfikator odpowiedzi (na białej liście „requestId”), datę i porównane pola. Na tej podstawie zgodnie z art. 30 aktu o usługach cyfrowych (DSA) sprawdzamy przedsiębiorców, którzy oferują swoje usługi w serwisie.',
} as const
