/** Place search: the point a list is ordered around, its radius, and the suggestion list of the search boxes. */
export const place = {
  within: 'Magazyny w promieniu {{km}} km od: {{place}}',
  withinYou: 'Magazyny w promieniu {{km}} km od Twojej lokalizacji',
  auto: 'Wybraliśmy promień {{km}} km: najmniejszy, w którym są wyniki. Możesz go zmienić obok pola wyszukiwania.',
  none: 'W promieniu 50 km nie ma jeszcze magazynów.',
  widen: {
    one: 'Rozszerz do {{km}} km: {{count}} magazyn',
    few: 'Rozszerz do {{km}} km: {{count}} magazyny',
    many: 'Rozszerz do {{km}} km: {{count}} magazynów',
    other: 'Rozszerz do {{km}} km: {{count}} magazynu',
  },
  /** The same, when the wider radius holds more than WIDEN_EXACT_UP_TO (ADR 0120): `count` is that number. */
  widenMany: 'Rozszerz do {{km}} km: ponad {{count}} magazynów',
  popularCities: 'Popularne miasta',
  alternatives: 'Inne miejsca o tej nazwie:',
  distanceFrom: '{{km}} km od centrum: {{place}}',
  distanceFromPostcode: '{{km}} km od kodu {{place}}',
  distanceFromYou: '{{km}} km od Ciebie',
  suggestions: 'Podpowiedzi miejsc',
  suggestionCount: {
    one: '{{count}} podpowiedź. Wybierz strzałkami i zatwierdź klawiszem Enter.',
    few: '{{count}} podpowiedzi. Wybierz strzałkami i zatwierdź klawiszem Enter.',
    many: '{{count}} podpowiedzi. Wybierz strzałkami i zatwierdź klawiszem Enter.',
    other: '{{count}} podpowiedzi. Wybierz strzałkami i zatwierdź klawiszem Enter.',
  },
  kind: {
    city: 'miasto',
    locality: 'miejscowość',
    district: 'dzielnica',
    postcode: 'kod pocztowy',
  },
  in: '{{kind}}, {{where}}',
} as const
