/**
 * Texts of the list page's search (issue 29): the heading with the searched place and count, the radius notes, the
 * empty state and its suggestions. Only the list page loads this namespace; English mirror in ../en/search.ts.
 */
export const search = {
  /** The page heading after a search: what was searched and how many were found. */
  heading: {
    one: 'Magazyny self storage: {{place}} · {{count}} magazyn',
    few: 'Magazyny self storage: {{place}} · {{count}} magazyny',
    many: 'Magazyny self storage: {{place}} · {{count}} magazynów',
    other: 'Magazyny self storage: {{place}} · {{count}} magazynu',
  },
  headingAll: {
    one: 'Magazyny self storage · {{count}} magazyn',
    few: 'Magazyny self storage · {{count}} magazyny',
    many: 'Magazyny self storage · {{count}} magazynów',
    other: 'Magazyny self storage · {{count}} magazynu',
  },
  nearYou: 'Twoja okolica',
  /** A searched text that named no place, in the heading. */
  quoted: '„{{text}}”',
  showMap: 'Mapa',
  corrected: 'Pokazujemy wyniki dla: {{place}} (wpisano: „{{typed}}”)',
  /** Words beside a known city that named nothing in it: the whole city is searched (issue 44). */
  unmatched: 'Nie znamy miejsca „{{typed}}” w: {{place}}. Pokazujemy magazyny w całym mieście.',
  /** A street address beside its city: the city is searched, nearest to its centre first. */
  street: 'Nie szukamy według ulicy („{{typed}}”). Pokazujemy magazyny w: {{place}}.',
  /** A district name several cities have ("Śródmieście"), with results of the text search below. */
  choosePlace: 'W którym mieście?',
  /** Offered whenever a wider radius adds results; the count is only the new ones. */
  widenMore: {
    one: 'Pokaż {{count}} kolejny w promieniu {{km}} km',
    few: 'Pokaż {{count}} kolejne w promieniu {{km}} km',
    many: 'Pokaż {{count}} kolejnych w promieniu {{km}} km',
    other: 'Pokaż {{count}} kolejnego w promieniu {{km}} km',
  },
  /** The same, when the wider radius adds more than WIDEN_EXACT_UP_TO (ADR 0120): `count` is that number. */
  widenMany: 'Pokaż ponad {{count}} kolejnych w promieniu {{km}} km',
  cityAuto: 'Promień {{km}} km obejmuje magazyny z adresem w tym mieście. Możesz go zmienić obok pola wyszukiwania.',
  /** The list's sort and pager (moved from `marketplace`, ADR 0110: no other page shows them). */
  sort: {
    label: 'Sortuj',
    recommended: 'Polecane',
    price: 'Cena: od najniższej',
    pricePerM2: 'Cena za m²: od najniższej',
    distance: 'Odległość',
    name: 'Nazwa',
    howTitle: 'Jak sortujemy',
    howText:
      'Domyślnie najpierw pokazujemy oferty promowane (oznaczone „Polecane”), za które operatorzy płacą za wyróżnienie. Pozostałe obiekty układamy według dopasowania do wyszukiwania, a następnie według ceny. Możesz zmienić kolejność w polu „Sortuj”.',
  },
  pager: {
    label: 'Strony wyników',
    prev: 'Poprzednia',
    next: 'Następna',
    page: 'Strona {{page}} z {{pages}}',
  },
} as const
