import type { MessagesOf } from '../types'
import type { search as pl } from '../pl/search'

export const search: MessagesOf<typeof pl> = {
  heading: {
    one: 'Self-storage facilities: {{place}} · {{count}} facility',
    other: 'Self-storage facilities: {{place}} · {{count}} facilities',
  },
  headingAll: {
    one: 'Self-storage facilities · {{count}} facility',
    other: 'Self-storage facilities · {{count}} facilities',
  },
  nearYou: 'Near you',
  quoted: '“{{text}}”',
  showMap: 'Map',
  corrected: 'Showing results for {{place}} (you typed “{{typed}}”)',
  unmatched: 'We don’t know a place called “{{typed}}” in {{place}}. Showing facilities across the city.',
  street: 'We don’t search by street (“{{typed}}”). Showing facilities in {{place}}.',
  choosePlace: 'In which city?',
  widenMore: {
    one: 'Show {{count}} more within {{km}} km',
    other: 'Show {{count}} more within {{km}} km',
  },
  widenMany: 'Show over {{count}} more within {{km}} km',
  cityAuto:
    'The {{km}} km radius covers the facilities with an address in this city. You can change it next to the search box.',
  /** The list's sort and pager (moved from `marketplace`, ADR 0110: no other page shows them). */
  sort: {
    label: 'Sort by',
    recommended: 'Recommended',
    price: 'Price: lowest first',
    pricePerM2: 'Price per m²: lowest first',
    distance: 'Distance',
    name: 'Name',
    howTitle: 'How we sort',
    howText:
      'By default, promoted offers (marked “Promoted”) come first; operators pay for this placement. Other facilities follow by search relevance and then by price. You can change the order with “Sort by”.',
  },
  pager: {
    label: 'Result pages',
    prev: 'Previous',
    next: 'Next',
    page: 'Page {{page}} of {{pages}}',
  },
}
