import type { FaqEntry } from './types'

/** 25 questions of the home FAQ (spec §2); the page shows 4 and shuffles the order per request. */
export const FAQ_PL: readonly FaqEntry[] = [
  {
    question: 'Czym jest self storage?',
    answer: 'To wynajem zamykanego boksu magazynowego na własne rzeczy, na dowolny okres, z samodzielnym dostępem.',
  },
  {
    question: 'Ile kosztuje wyszukiwanie w Skrytce?',
    answer: 'Nic. Wyszukiwanie i wysyłanie zapytań do operatorów jest bezpłatne (0 zł).',
  },
  {
    question: 'Jaki rozmiar boksu wybrać?',
    answer:
      'Na kartony i walizki wystarczy 1–2 m², na wyposażenie kawalerki 3–5 m², na mieszkanie 6–10 m², a na dom 10–20 m².',
  },
  {
    question: 'Jak szybko mogę wynająć boks?',
    answer:
      'Od wyszukania do rezerwacji mijają zwykle około 3 minuty; wiele obiektów udostępnia boks tego samego dnia.',
  },
  {
    question: 'Czy ceny są podane netto czy brutto?',
    answer: 'Ceny miesięczne są podawane netto; przy każdym boksie pokazujemy też kwotę brutto z 23% VAT.',
  },
  {
    question: 'Czy trzeba wpłacić kaucję?',
    answer: 'Często tak — zwykle w wysokości jednego miesięcznego czynszu. Szczegóły podaje operator.',
  },
  {
    question: 'Jaki jest okres wypowiedzenia?',
    answer: 'Najczęściej jeden miesiąc kalendarzowy, ale zasady ustala każdy operator.',
  },
  {
    question: 'Czy mam dostęp do boksu całą dobę?',
    answer: 'W wielu obiektach tak. Szukaj udogodnienia „Dostęp 24h” w filtrach.',
  },
  {
    question: 'Czy moje rzeczy są bezpieczne?',
    answer:
      'Obiekty mają monitoring, kontrolę dostępu, a część także ochronę. Udogodnienia widzisz przy każdym obiekcie.',
  },
  {
    question: 'Czy mogę przechowywać meble?',
    answer: 'Tak, meble to jedna z najczęściej przechowywanych rzeczy. Zabezpiecz je folią i kocami.',
  },
  {
    question: 'Czego nie wolno przechowywać?',
    answer: 'Materiałów łatwopalnych, wybuchowych, żywności psującej się, zwierząt i rzeczy nielegalnych.',
  },
  {
    question: 'Czy są boksy klimatyzowane?',
    answer: 'Tak. Wybierz typ „Klimatyzowany” w filtrach, jeśli przechowujesz elektronikę, dokumenty lub drewno.',
  },
  {
    question: 'Czy mogę wynająć garaż?',
    answer: 'Tak, część obiektów oferuje garaże i boksy zewnętrzne z wjazdem samochodem.',
  },
  {
    question: 'Jak wysłać zapytanie do operatora?',
    answer: 'Na stronie obiektu wypełnij formularz: imię, e-mail i telefon. Operator odpowie bezpośrednio.',
  },
  {
    question: 'Czy mogę zmienić boks na większy?',
    answer: 'Zwykle tak, jeśli operator ma wolny boks. Zapytaj o to w wiadomości.',
  },
  {
    question: 'Czy firmy mogą korzystać z self storage?',
    answer: 'Tak, wiele firm trzyma w boksach towar, archiwa i sprzęt. Operatorzy wystawiają faktury VAT.',
  },
  { question: 'Czy są promocje?', answer: 'Operatorzy często oferują około 30% rabatu na pierwsze 3–6 miesięcy.' },
  {
    question: 'Jak działa mapa?',
    answer: 'Pokazuje obiekty z podanymi współrzędnymi; możesz szukać w promieniu od 2 do 250 km od wybranego punktu.',
  },
  {
    question: 'Skąd wiem, że operator jest sprawdzony?',
    answer: 'Każdy operator w serwisie przechodzi weryfikację — 100% obiektów jest zweryfikowanych.',
  },
  {
    question: 'W jakich miastach działacie?',
    answer: 'W ponad 10 miastach, m.in. w Warszawie, Krakowie, Gdańsku, Wrocławiu i Poznaniu.',
  },
  {
    question: 'Czy potrzebuję własnej kłódki?',
    answer: 'To zależy od obiektu — część używa zamków elektronicznych, inne wymagają kłódki.',
  },
  {
    question: 'Czy przechowywane rzeczy są ubezpieczone?',
    answer: 'Wielu operatorów oferuje ubezpieczenie zawartości; zapytaj o warunki w formularzu.',
  },
  {
    question: 'Jak zapłacę za boks?',
    answer: 'Płatności ustala operator — zwykle przelewem lub online, z góry za miesiąc.',
  },
  {
    question: 'Czy mogę wynająć boks na tydzień?',
    answer: 'Minimalny okres zależy od operatora; najkrótszy wybór w formularzu to 1–3 miesiące.',
  },
  {
    question: 'Jak dodać swój obiekt do Skrytki?',
    answer: 'Wybierz „Dodaj obiekt” i umów prezentację oprogramowania — pomożemy w konfiguracji.',
  },
]
