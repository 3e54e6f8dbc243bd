import type { MessagesOf } from '../types'
import type { place as pl } from '../pl/place'

export const place: MessagesOf<typeof pl> = {
  within: 'Facilities within {{km}} km of {{place}}',
  withinYou: 'Facilities within {{km}} km of your location',
  auto: 'We picked {{km}} km, the smallest radius with results. You can change it next to the search box.',
  none: 'There are no facilities within 50 km yet.',
  widen: {
    one: 'Widen to {{km}} km: {{count}} facility',
    few: 'Widen to {{km}} km: {{count}} facilities',
    many: 'Widen to {{km}} km: {{count}} facilities',
    other: 'Widen to {{km}} km: {{count}} facilities',
  },
  widenMany: 'Widen to {{km}} km: over {{count}} facilities',
  popularCities: 'Popular cities',
  alternatives: 'Other places with this name:',
  distanceFrom: '{{km}} km from the centre of {{place}}',
  distanceFromPostcode: '{{km}} km from postcode {{place}}',
  distanceFromYou: '{{km}} km from you',
  suggestions: 'Place suggestions',
  suggestionCount: {
    one: '{{count}} suggestion. Use the arrow keys to choose and Enter to confirm.',
    few: '{{count}} suggestions. Use the arrow keys to choose and Enter to confirm.',
    many: '{{count}} suggestions. Use the arrow keys to choose and Enter to confirm.',
    other: '{{count}} suggestions. Use the arrow keys to choose and Enter to confirm.',
  },
  kind: {
    city: 'city',
    locality: 'town or village',
    district: 'district',
    postcode: 'postcode',
  },
  in: '{{kind}}, {{where}}',
}
