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
  emptyPlace: 'No facilities within {{km}} km of {{place}}',
  emptyText: 'We found no facility or place called “{{query}}”',
  emptyNear: 'No facilities within {{km}} km of your location',
  emptyFilters: 'No facility here matches the filters you chose.',
  emptyPlaceHint: 'Choose a wider radius or one of the nearest places that have facilities.',
  emptyTextHint: 'Check the spelling or choose one of the places that have facilities.',
  nearbyTitle: 'Nearest places with facilities',
  largestTitle: 'Cities with the most facilities',
  nearbyPlace: { one: '{{place}}: {{count}} facility', other: '{{place}}: {{count}} facilities' },
  nearbyDistance: '{{km}} km away',
  didYouMean: 'Did you mean:',
  corrected: 'Showing results for {{place}} (you typed “{{typed}}”)',
  unmatched: 'We don’t know a place called “{{typed}}” in {{place}}. Showing facilities across the city.',
  street: 'We don’t search by street (“{{typed}}”). Showing facilities in {{place}}.',
  choosePlace: 'In which city?',
  widenMore: {
    one: 'Show {{count}} more within {{km}} km',
    other: 'Show {{count}} more within {{km}} km',
  },
  cityAuto:
    'The {{km}} km radius covers the facilities with an address in this city. You can change it next to the search box.',
}
