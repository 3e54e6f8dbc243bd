/** The review form of an invitation's link and the verification page (issue 43): not on the facility page. */
export const reviewPages = {
  form: {
    title: 'Oceń swój pobyt',
    loading: 'Sprawdzamy link…',
    lead: 'Pobyt w {{facility}} ({{city}}), wprowadzenie: {{date}}. Opinia ukaże się od razu, oznaczona jako zweryfikowany pobyt.',
    score: 'Ocena ogólna',
    aspectsLegend: 'Oceny szczegółowe (opcjonalnie)',
    noScore: 'Bez oceny',
    body: 'Twoja opinia',
    bodyHint: 'Od 20 do 2000 znaków. Pisz o pobycie: bez danych osobowych i obraźliwych słów.',
    author: 'Podpis',
    authorHint: 'Imię i inicjał nazwiska, np. Anna K.',
    submit: 'Opublikuj opinię',
    sending: 'Publikowanie…',
    done: 'Dziękujemy! Twoja opinia jest już widoczna na stronie obiektu.',
    seeIt: 'Zobacz opinię',
    invalid: 'Ten link nie działa: wygasł albo jest niepełny.',
    used: 'Ten pobyt ma już opinię. Każdy pobyt można ocenić jeden raz.',
    failed: 'Nie udało się wysłać opinii. Spróbuj ponownie.',
    rateLimited: 'Zbyt wiele prób. Spróbuj ponownie za kilka minut.',
    errors: {
      scoreRequired: 'Wybierz ocenę od 1 do 5 gwiazdek',
      invalidScore: 'Wybierz od 1 do 5 gwiazdek',
      textTooShort: 'Napisz co najmniej 20 znaków',
      textTooLong: 'Opinia może mieć najwyżej 2000 znaków',
      authorFormat: 'Podaj imię i inicjał nazwiska, np. Anna K.',
      invalidCharacters: 'Usuń niedozwolone znaki (np. znaki sterujące)',
      invalidLink: 'Ten link nie działa',
      invalid: 'Sprawdź to pole',
    },
  },
  verified: {
    heading: 'Jak weryfikujemy opinie',
    lead: 'Każda opinia na {{brand}} pochodzi od osoby, która naprawdę wynajęła boks w danym obiekcie. Oto jak to sprawdzamy.',
    howTitle: 'Skąd pochodzą opinie',
    how: {
      step1:
        'Opinię może wystawić tylko najemca, którego rezerwację operator oznaczył jako „Wprowadzono”, czyli po faktycznym rozpoczęciu najmu.',
      step2:
        '7 dni po wprowadzeniu wysyłamy najemcy e-mail z jednorazowym linkiem, ważnym 60 dni. Bez tego linku nie da się wystawić opinii.',
      step3:
        'Jedna rezerwacja to jedna opinia. Rezerwacja anulowana lub taka, w której najemca się nie pojawił, nie daje prawa do opinii.',
      step4: 'Przy każdej opinii pokazujemy „Zweryfikowany pobyt” i miesiąc wprowadzenia.',
    },
    scoreTitle: 'Jak liczymy ocenę',
    score:
      'Ocena obiektu to średnia ocen ogólnych ze wszystkich opublikowanych opinii, zaokrąglona do jednego miejsca po przecinku, obok ich liczba. Nie ma w niej żadnych innych ocen. Opinie publikujemy od razu, bez wcześniejszej akceptacji, także negatywne. Tą samą oceną sortujemy listę obiektów.',
    operatorTitle: 'Co może operator',
    operator:
      'Operator może raz, publicznie odpowiedzieć na opinię i zgłosić ją do moderacji z podaniem powodu. Nie może opinii zmienić ani ukryć. Za opinie nie płacimy i nie dajemy za nie rabatów.',
    groundsTitle: 'Kiedy usuwamy opinię',
    groundsLead: 'Zgłoszoną opinię usuwamy wyłącznie z jednego z tych powodów:',
    grounds: {
      personal_data: 'zawiera dane osobowe (np. nazwisko pracownika, numer telefonu, adres),',
      insult: 'zawiera obraźliwe, wulgarne lub dyskryminujące treści,',
      not_about_stay: 'nie dotyczy pobytu w tym obiekcie.',
    },
    negative: 'Nigdy nie usuwamy opinii dlatego, że jest negatywna.',
  },
}
