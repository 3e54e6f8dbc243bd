/**
 * The rest of the demo marketplace: facilities generated deterministically around the 17 city shortcuts, so every
 * shortcut finds something nearby and the list pages (24 a page) paginate. Same shape as the hand-written ones in
 * demo-data.ts; pure data and pure helpers, loadable by Node's type stripping and by vitest.
 */
import type { FeatureCode, UnitType } from '../../contract/marketplace'
import { mulberry32 } from '@kernel/prng'
import { type DemoUnit, sizeLabel, unitPrice } from './demo-units.ts'

export type MoreClientKey = 'magazynek' | 'boxcity' | 'schowek' | 'nova'

/** [city, centre lat, centre lon, postal-code prefixes, how many to add, base PLN rate per m²] */
const CITIES: readonly (readonly [string, number, number, readonly string[], number, number])[] = [
  ['Warszawa', 52.2297, 21.0122, ['00', '01', '02', '03', '04'], 4, 42],
  ['Kraków', 50.0647, 19.945, ['30', '31'], 3, 36],
  ['Wrocław', 51.1079, 17.0385, ['50', '51', '52', '53', '54'], 5, 34],
  ['Poznań', 52.4064, 16.9252, ['60', '61'], 5, 32],
  ['Gdańsk', 54.352, 18.6466, ['80'], 5, 34],
  ['Łódź', 51.7592, 19.456, ['90', '91', '92', '93', '94'], 2, 26],
  ['Katowice', 50.2649, 19.0238, ['40'], 2, 28],
  ['Lublin', 51.2465, 22.5684, ['20'], 2, 25],
  ['Szczecin', 53.4285, 14.5528, ['70', '71'], 2, 27],
  ['Bydgoszcz', 53.1235, 18.0084, ['85'], 2, 24],
  ['Rzeszów', 50.0412, 21.9991, ['35'], 2, 25],
  ['Gdynia', 54.5189, 18.5305, ['81'], 2, 32],
  ['Toruń', 53.0138, 18.5984, ['87'], 2, 24],
  ['Białystok', 53.1325, 23.1688, ['15'], 2, 24],
  ['Częstochowa', 50.8118, 19.1203, ['42'], 2, 22],
  ['Kielce', 50.8661, 20.6286, ['25'], 2, 22],
  ['Olsztyn', 53.7784, 20.4801, ['10'], 2, 24],
]

const OPERATORS: readonly { client: MoreClientKey; brand: string; domain: string }[] = [
  { client: 'magazynek', brand: 'Magazynek', domain: 'magazynek.pl' },
  { client: 'boxcity', brand: 'BoxCity', domain: 'boxcity.pl' },
  { client: 'schowek', brand: 'Schowek Plus', domain: 'schowekplus.pl' },
  { client: 'nova', brand: 'Przechowalnia Nova', domain: 'przechowalnianova.pl' },
]

const STREETS = [
  'ul. Przemysłowa',
  'ul. Magazynowa',
  'ul. Składowa',
  'ul. Fabryczna',
  'ul. Kolejowa',
  'ul. Handlowa',
  'ul. Transportowa',
  'ul. Logistyczna',
  'ul. Rzemieślnicza',
  'ul. Hutnicza',
  'ul. Spedycyjna',
  'ul. Techniczna',
]

/** Named after where the facility lies from the centre, as operators name branches. */
const QUARTER = ['Północ', 'Wschód', 'Południe', 'Zachód'] as const

const LEADS = [
  'Suche, ogrzewane boksy z dostępem kodem PIN i całodobowym monitoringiem.',
  'Kontenery i garaże z wjazdem samochodem pod same drzwi — wygodne przy przeprowadzce.',
  'Magazyn samoobsługowy z najmem online: podpisujesz umowę w kilka minut i od razu masz dostęp.',
  'Kameralny obiekt z obsługą na miejscu, windą towarową i wózkami do przewozu kartonów.',
  'Boksy od 1 m² na sezonowe rzeczy, rowery i dokumenty firmowe, z fakturą VAT.',
]

const SIZES = [1, 1.5, 2, 3, 4, 5, 6, 7.5, 10, 12, 15, 20]

export type MoreFacility = {
  client: MoreClientKey
  name: string
  brand: string
  city: string
  district: string | null
  street: string
  buildingNumber: string
  postalCode: string
  latitude: number
  longitude: number
  email: string | null
  phone: string
  website: string
  description: string
  features: FeatureCode[]
  rating: number
  reviewCount: number
  active: boolean
  units: DemoUnit[]
}

const ALL_FEATURES: readonly FeatureCode[] = ['klimatyzacja', 'monitoring', 'ochrona', '24h_dostep', 'winda', 'parking']

/** Two in Kraków's Nowa Huta, a district operators name in their address and the gazetteer lacks. */
const NOWA_HUTA: readonly (readonly [number, number, string])[] = [
  [50.0764, 20.0453, 'ul. Igołomska'],
  [50.0695, 20.0187, 'ul. Ujastek'],
]

/** Indexes of the generated facilities that are paused (inactive): in cities that keep enough active ones. */
const PAUSED = new Set([3, 5])

export function moreFacilities(): MoreFacility[] {
  const rnd = mulberry32(20_261_122)
  const int = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1))
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!
  const round5 = (v: number) => Math.round(v * 1e5) / 1e5
  const out: MoreFacility[] = []
  const place = (city: string, lat: number, lon: number, km: number, bearing: number) => ({
    latitude: round5(lat + (km * Math.cos(bearing)) / 111.32),
    longitude: round5(lon + (km * Math.sin(bearing)) / (111.32 * Math.cos((lat * Math.PI) / 180))),
    quarter: QUARTER[Math.round(((bearing / (2 * Math.PI)) * 4) % 4) % 4]!,
    city,
  })
  const units = (rate: number): DemoUnit[] => {
    const count = int(6, 10)
    const list: DemoUnit[] = []
    for (let k = 0; k < count; k++) {
      const roll = rnd()
      const type: UnitType =
        roll < 0.55 ? 'standard' : roll < 0.72 ? 'klimatyzowany' : roll < 0.86 ? 'zewnetrzny' : 'garaz'
      const sizeM2 = type === 'garaz' ? pick([12, 15, 18, 20]) : pick(SIZES)
      const status = rnd()
      list.push({
        code: `${type === 'garaz' ? 'G' : type === 'zewnetrzny' ? 'C' : 'A'}-${101 + k}`,
        sizeLabel: sizeLabel(sizeM2),
        sizeM2,
        type,
        priceMonthly: unitPrice(rate, sizeM2, type),
        isActive: status >= 0.04,
        isOccupied: status >= 0.04 && status < 0.3,
      })
    }
    return list.sort((a, b) => a.sizeM2 - b.sizeM2)
  }
  const add = (
    city: string,
    postal: readonly string[],
    rate: number,
    spot: { latitude: number; longitude: number },
    name: string,
    district: string | null,
    street: string,
  ) => {
    const operator = OPERATORS[out.length % OPERATORS.length]!
    let unique = name
    for (let k = 2; out.some((f) => f.city === city && f.name === `${operator.brand} ${unique}`); k++)
      unique = `${name} ${k}`
    const chosen = ALL_FEATURES.filter(() => rnd() < 0.55)
    const features = chosen.length >= 2 ? chosen : (['monitoring', '24h_dostep'] as FeatureCode[])
    const rated = rnd() > 0.2
    const n = out.length
    const facilityRate = rate * (0.8 + rnd() * 0.4)
    out.push({
      client: operator.client,
      name: `${operator.brand} ${unique}`,
      brand: operator.brand,
      city,
      district,
      street,
      buildingNumber: String(int(2, 240)),
      postalCode: `${pick(postal)}-${String(int(0, 999)).padStart(3, '0')}`,
      ...spot,
      // A few without e-mail (inquiries then go to the platform team) and a few paused, as in a real marketplace.
      email: n % 17 === 5 ? null : `${['kontakt', 'biuro', 'rezerwacje'][n % 3]}@${operator.domain}`,
      phone: `+48 ${int(500, 899)} ${int(100, 999)} ${int(100, 999)}`,
      website: `https://${operator.domain}`,
      description: `${operator.brand} ${city}${district ? ` (${district})` : ''}: ${pick(LEADS)}`,
      features,
      rating: rated ? Math.round((3.7 + rnd() * 1.25) * 10) / 10 : 0,
      reviewCount: rated ? int(3, 190) : 0,
      active: !PAUSED.has(n),
      units: units(facilityRate),
    })
  }
  for (const [city, lat, lon, postal, count, rate] of CITIES) {
    for (let i = 0; i < count; i++) {
      const bearing = ((i * 2 * Math.PI) / count + rnd() * 0.9) % (2 * Math.PI)
      const spot = place(city, lat, lon, 1.2 + rnd() * 6, bearing)
      add(city, postal, rate, spot, spot.quarter, null, pick(STREETS))
    }
  }
  for (const [i, [latitude, longitude, street]] of NOWA_HUTA.entries())
    add('Kraków', ['31'], 33, { latitude, longitude }, i ? 'Nowa Huta Wschód' : 'Nowa Huta', 'Nowa Huta', street)
  return out
}
