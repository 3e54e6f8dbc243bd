/** Reviews only from real stays (issue 43): the facility page's reviews, the review form, the verification page. */
export const reviews = {
  section: {
    title: 'Opinie najemców',
    average: 'Średnia ocena',
    count: {
      one: '{{count}} opinia',
      few: '{{count}} opinie',
      many: '{{count}} opinii',
      other: '{{count}} opinii',
    },
    distribution: 'Rozkład ocen',
    stars: {
      one: '{{count}} gwiazdka',
      few: '{{count}} gwiazdki',
      many: '{{count}} gwiazdek',
      other: '{{count}} gwiazdki',
    },
    verifiedStay: 'Zweryfikowany pobyt · wprowadzenie: {{month}}',
    reply: 'Odpowiedź operatora',
    howVerified: 'Jak weryfikujemy opinie',
    shown: 'Najnowsze opinie: {{shown}} z {{count}}.',
  },
  grounds: {
    personal_data: 'Dane osobowe',
    insult: 'Obraźliwe treści',
    not_about_stay: 'Nie dotyczy pobytu',
  },
  aspects: {
    cleanliness: 'Czystość',
    access: 'Dostęp',
    staff: 'Obsługa',
    value: 'Stosunek jakości do ceny',
  },
}
