import type { city as pl } from '../pl/city'
import type { MessagesOf } from '../types'

export const city: MessagesOf<typeof pl> = {
  title: 'Self storage {{city}}: prices and {{count}} {{facilities}} ({{month}})',
  facilities: { one: 'facility', few: 'facilities', many: 'facilities', other: 'facilities' },
  description:
    'How much does self storage cost {{inCity}}? Median and range of unit prices by size, with and without VAT, and {{count}} {{facilities}} within {{km}} km.',
  lead: 'Current prices of available units {{inCity}} and around (up to {{km}} km) by size, and the facilities nearest the centre.',
  breadcrumbHome: 'Home',
  breadcrumbList: 'Self-storage facilities',
  breadcrumbLabel: 'Breadcrumb',
  index: {
    title: 'What self storage costs {{inCity}}',
    caption: 'Monthly prices of available units {{inCity}} and around (up to {{km}} km), in PLN',
    band: 'Size',
    median: 'Median, net',
    gross: 'Median, gross (23% VAT)',
    range: 'Range, net',
    perM2: 'Median per m², net',
    units: 'Available units',
    noData: 'not enough data',
    rangeValue: '{{min}}–{{max}} PLN',
    priceValue: '{{price}} PLN',
    perM2Value: '{{price}} PLN/m²',
  },
  bands: { '1-2': '1–2 m²', '3-5': '3–5 m²', '6-10': '6–10 m²', '10-20': '10–20 m²', '20+': 'over 20 m²' },
  chart: {
    title: 'Median monthly net price by size',
    summary: 'Bar chart. {{bars}}.',
    bar: '{{band}}: {{value}}',
  },
  list: {
    title: 'Facilities nearest the centre',
    all: 'All facilities on the list and map ({{count}})',
  },
  nearby: {
    title: 'Districts and nearby towns',
    district: 'district',
    locality: 'town',
    count: {
      one: '{{count}} facility',
      few: '{{count}} facilities',
      many: '{{count}} facilities',
      other: '{{count}} facilities',
    },
  },
  faq: {
    title: 'Common questions about prices',
    priceQ: 'How much does a {{size}} m² unit cost {{inCity}}?',
    priceA:
      'As of {{date}}, the median price of an available {{band}} unit {{inCity}} and around (up to {{km}} km) is {{net}} PLN net ({{gross}} PLN gross) a month, about {{perM2}} PLN per m². Prices range from {{min}} to {{max}} PLN net; we counted {{units}} available units.',
    noDataA:
      'As of {{date}}, there are too few available {{band}} units {{inCity}} and around (up to {{km}} km) to give a reliable price. See the offers on the facility list.',
    countQ: 'How many self-storage facilities are there {{inCity}}?',
    countA:
      '{{InCity}} and around (up to {{km}} km) you will find {{count}} self-storage {{facilities}} with units from 1 m² up.',
  },
  method: {
    title: 'How we calculate',
    units:
      'We count available units (active, not occupied, priced) of active facilities within {{km}} km of the city centre. That is the radius the search picks: the smallest of 2, 5, 10, 25 and 50 km that has a facility.',
    bands:
      'A band holds sizes above the previous band’s upper bound, e.g. a 2.5 m² unit counts as 3–5 m². The median is the middle price; a band with fewer than 3 units shows “not enough data”.',
    prices:
      'Prices are monthly and net; gross adds 23% VAT. Featured (promoted) listings do not change the numbers: every unit counts once.',
    computed: 'Computed: {{time}}.',
  },
  sitemap: 'Cities',
}
