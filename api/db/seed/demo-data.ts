/**
 * Demo data for the local D1 seed (api/db/seed/seed.ts): operators, users, facilities, units and rich content.
 * Pure data and pure helpers only — no runtime imports — so both Node (seed.ts, type stripping) and vitest load it.
 * Slugs and search_text are derived by the seed with facilitySlug()/fold() from api/facilities/slug.ts.
 */
import type { FaqItem, FeatureCode, UnitType } from '../../contract/marketplace'
import { type MoreClientKey, moreFacilities } from './demo-more.ts'
import { type DemoUnit, sizeLabel, unitPrice } from './demo-units.ts'

/** public/images/{facilities,promo} ship <name>.webp (plus -640.webp and .svg variants). */
export const IMAGE_EXT = 'webp'
export const facilityImage = (n: number) => `/images/facilities/facility-${n}.${IMAGE_EXT}`
/** Spec §2: the three promoted (paid, labelled) facilities; the seed sets facilities.promoted for these. */
export const PROMOTED_SLUGS = ['lockerbox-warszawa', 'gizo-box-jawczyce', 'sunbox24-warszawa'] as const

export const promoImage = (slug: string) => `/images/promo/${slug}.${IMAGE_EXT}`
export const FACILITY_IMAGE_COUNT = 20

// ---------------------------------------------------------------------------------------------------------------
// Operators (clients) and users

export type ClientKey = 'lockerbox' | 'gizo' | 'sunbox' | 'skladuj' | 'kontener' | 'start' | MoreClientKey

export type DemoClient = {
  key: ClientKey
  companyName: string
  contactName: string
  phone: string
  billingEmail: string
  street: string
  buildingNumber: string
  apartmentNumber: string | null
  /** Issue 42: each has a fixture in the fake register (api/registries/fake/fixtures.ts), so the seed verifies it. */
  nip: string
  /** Null for a company that joined by itself and has not been checked yet (its first-run checklist asks for it). */
  regon: string | null
  krs: string | null
  postalCode: string
  city: string
  latitude: number
  longitude: number
  /** A company that joined by itself (issue 42) is in its trial; paying customers are 'active'. */
  plan?: 'trial' | 'active'
}

export const DEMO_CLIENTS: readonly DemoClient[] = [
  {
    key: 'lockerbox',
    nip: '5270000082',
    regon: '369000824',
    krs: '0000990082',
    companyName: 'Lockerbox Sp. z o.o.',
    contactName: 'Marta Zielińska',
    phone: '+48 22 290 41 10',
    billingEmail: 'faktury@lockerbox.pl',
    street: 'ul. Jana Kazimierza',
    buildingNumber: '55',
    apartmentNumber: '12',
    postalCode: '01-267',
    city: 'Warszawa',
    latitude: 52.2318,
    longitude: 20.954,
  },
  {
    key: 'gizo',
    nip: '5270000099',
    regon: '369000994',
    krs: null,
    companyName: 'Gizo Box',
    contactName: 'Grzegorz Izdebski',
    phone: '+48 22 721 30 55',
    billingEmail: 'biuro@gizobox.pl',
    street: 'ul. Poznańska',
    buildingNumber: '129',
    apartmentNumber: null,
    postalCode: '05-850',
    city: 'Jawczyce',
    latitude: 52.1962,
    longitude: 20.8291,
  },
  {
    key: 'sunbox',
    nip: '5270000107',
    regon: '369001077',
    krs: null,
    companyName: 'SunBox24',
    contactName: 'Katarzyna Wrona',
    phone: '+48 22 398 24 24',
    billingEmail: 'ksiegowosc@sunbox24.pl',
    street: 'ul. Puławska',
    buildingNumber: '405',
    apartmentNumber: null,
    postalCode: '02-801',
    city: 'Warszawa',
    latitude: 52.1405,
    longitude: 21.0215,
  },
  {
    key: 'skladuj',
    nip: '5270000113',
    regon: '369001137',
    krs: '0000990113',
    companyName: 'Składuj Sp. z o.o.',
    contactName: 'Tomasz Nowicki',
    phone: '+48 12 345 67 80',
    billingEmail: 'faktury@skladuj.pl',
    street: 'ul. Półłanki',
    buildingNumber: '64',
    apartmentNumber: null,
    postalCode: '30-740',
    city: 'Kraków',
    latitude: 50.033,
    longitude: 20.016,
  },
  {
    key: 'kontener',
    nip: '5270000136',
    regon: '369001367',
    krs: null,
    companyName: 'Kontener Plus s.c.',
    contactName: 'Agnieszka Wójcik',
    phone: '+48 58 555 12 40',
    billingEmail: 'biuro@kontenerplus.pl',
    street: 'ul. Elbląska',
    buildingNumber: '64',
    apartmentNumber: '3',
    postalCode: '80-718',
    city: 'Gdańsk',
    latitude: 54.3563,
    longitude: 18.6769,
  },
  {
    key: 'magazynek',
    nip: '5270000142',
    regon: '369001427',
    krs: '0000990142',
    companyName: 'Magazynek Sp. z o.o.',
    contactName: 'Paweł Kaczmarek',
    phone: '+48 61 444 20 10',
    billingEmail: 'faktury@magazynek.pl',
    street: 'ul. Składowa',
    buildingNumber: '12',
    apartmentNumber: null,
    postalCode: '61-897',
    city: 'Poznań',
    latitude: 52.4045,
    longitude: 16.9401,
  },
  {
    key: 'boxcity',
    nip: '5270000159',
    regon: '369001597',
    krs: '0000990159',
    companyName: 'BoxCity S.A.',
    contactName: 'Ewa Lis',
    phone: '+48 71 333 50 60',
    billingEmail: 'finanse@boxcity.pl',
    street: 'ul. Legnicka',
    buildingNumber: '48',
    apartmentNumber: '2',
    postalCode: '54-202',
    city: 'Wrocław',
    latitude: 51.1201,
    longitude: 16.9876,
  },
  {
    key: 'schowek',
    nip: '5270000165',
    regon: '369001657',
    krs: '0000990165',
    companyName: 'Schowek Plus sp.j.',
    contactName: 'Michał Dudek',
    phone: '+48 42 222 11 90',
    billingEmail: 'biuro@schowekplus.pl',
    street: 'ul. Piotrkowska',
    buildingNumber: '270',
    apartmentNumber: null,
    postalCode: '90-361',
    city: 'Łódź',
    latitude: 51.75,
    longitude: 19.4597,
  },
  {
    key: 'nova',
    nip: '5270000171',
    regon: '369001717',
    krs: '0000990171',
    companyName: 'Przechowalnia Nova Sp. z o.o.',
    contactName: 'Joanna Mazur',
    phone: '+48 58 111 70 70',
    billingEmail: 'faktury@przechowalnianova.pl',
    street: 'ul. Grunwaldzka',
    buildingNumber: '82',
    apartmentNumber: null,
    postalCode: '80-244',
    city: 'Gdańsk',
    latitude: 54.3778,
    longitude: 18.6085,
  },
  // Issue 42: an operator that has just joined, with no facility yet: the panel shows it the first-run checklist
  // (tests/e2e/journey-onboarding.spec.ts adds, submits and publishes its first facility).
  {
    key: 'start',
    companyName: 'Magazyny Start Sp. z o.o.',
    contactName: 'Ewa Nowicka',
    phone: '+48 41 300 40 50',
    billingEmail: 'biuro@magazynystart.pl',
    street: 'ul. Sienkiewicza',
    buildingNumber: '10',
    apartmentNumber: null,
    postalCode: '25-301',
    city: 'Kielce',
    latitude: 50.8703,
    longitude: 20.6275,
    // Not a register fixture: 5270000018 is the trial journey's new company (docs/operators.md).
    nip: '5270000194',
    regon: null,
    krs: null,
    plan: 'trial',
  },
]

export type SeedCredentials = { adminEmail: string; adminPassword: string; clientEmail: string; clientPassword: string }
export type DemoUser = {
  email: string
  password: string
  role: 'SUPERADMIN' | 'CLIENT' | 'TENANT'
  name: string
  client: ClientKey | null
  lang: 'pl' | 'en'
}

export const DEMO_TENANT_EMAIL = 'tenant@skrytka.test'
/** A second operator (another company), so the panel's isolation can be tried and tested (issue 19). */
export const DEMO_CLIENT_B_EMAIL = 'operator-sunbox@skrytka.test'
/** The operator of a company with no facility yet (issue 42's onboarding). */
export const DEMO_CLIENT_NEW_EMAIL = 'operator-start@skrytka.test'

/**
 * SUPERADMIN and CLIENT come from .dev.vars; the TENANT (for role tests) and the second CLIENT (SunBox24, who reads
 * e-mails in English) share the client password.
 */
export function demoUsers(c: SeedCredentials): DemoUser[] {
  return [
    {
      email: c.adminEmail,
      password: c.adminPassword,
      role: 'SUPERADMIN',
      name: 'Administrator Skrytka',
      client: null,
      lang: 'pl',
    },
    {
      email: c.clientEmail,
      password: c.clientPassword,
      role: 'CLIENT',
      name: 'Operator Lockerbox',
      client: 'lockerbox',
      lang: 'pl',
    },
    {
      email: DEMO_TENANT_EMAIL,
      password: c.clientPassword,
      role: 'TENANT',
      name: 'Jan Najemca',
      client: null,
      lang: 'pl',
    },
    {
      email: DEMO_CLIENT_B_EMAIL,
      password: c.clientPassword,
      role: 'CLIENT',
      name: 'Operator SunBox24',
      client: 'sunbox',
      lang: 'en',
    },
    {
      email: DEMO_CLIENT_NEW_EMAIL,
      password: c.clientPassword,
      role: 'CLIENT',
      name: 'Ewa Nowicka',
      client: 'start',
      lang: 'pl',
    },
  ]
}

/** Inquiries already in the demo panel (facility by its index in DEMO_FACILITIES; 0 = Lockerbox Warszawa). */
export type DemoInquiry = {
  facility: number
  name: string
  email: string
  phone: string
  sizeM2: number
  unitCode: string
  message: string
  stage: 'new' | 'contacted' | 'rented' | 'closed'
  daysAgo: number
}
export const DEMO_INQUIRIES: readonly DemoInquiry[] = [
  {
    facility: 0,
    name: 'Jan Najemca',
    email: DEMO_TENANT_EMAIL,
    phone: '+48 600 100 200',
    sizeM2: 3,
    unitCode: 'A-104',
    message: 'Dzień dobry, czy boks 3 m² jest dostępny od przyszłego miesiąca?',
    stage: 'contacted',
    daysAgo: 3,
  },
  {
    facility: 0,
    name: 'Anna Kowalska',
    email: 'anna.kowalska@example.pl',
    phone: '+48 601 200 300',
    sizeM2: 10,
    unitCode: 'B-204',
    message: 'Przeprowadzka w marcu, potrzebuję miejsca na meble na ok. 4 miesiące.',
    stage: 'new',
    daysAgo: 1,
  },
  {
    facility: 0,
    name: 'Piotr Wiśniewski',
    email: 'piotr.w@example.pl',
    phone: '+48 602 300 400',
    sizeM2: 5,
    unitCode: 'B-202',
    message: 'Proszę o kontakt telefoniczny po 17.',
    stage: 'rented',
    daysAgo: 12,
  },
]

// ---------------------------------------------------------------------------------------------------------------
// Units

type UnitSpec = readonly [code: string, sizeM2: number, type: UnitType, status?: 'occupied' | 'inactive']

function units(ratePerM2: number, specs: readonly UnitSpec[]): DemoUnit[] {
  return specs.map(([code, sizeM2, type, status]) => ({
    code,
    sizeLabel: sizeLabel(sizeM2),
    sizeM2,
    type,
    priceMonthly: unitPrice(ratePerM2, sizeM2, type),
    isActive: status !== 'inactive',
    isOccupied: status === 'occupied',
  }))
}

// ---------------------------------------------------------------------------------------------------------------
// Facilities

export type DemoRichContent = {
  title: string
  lead: string
  /** Only simple tags: p, ul, li, strong, h3. */
  bodyHtml: string
  storageInfoHtml: string
  tipsHtml: string
  faq: FaqItem[]
  features: string[]
}

export type DemoFacility = {
  client: ClientKey
  /** Slug = facilitySlug(name, city). */
  name: string
  brand: string
  city: string
  /** District the operator names in the address, where the gazetteer lacks it (place search reads it). */
  district?: string | null
  street: string
  buildingNumber: string
  postalCode: string
  /** 0/0 means "coordinates missing" (spec §3). */
  latitude: number
  longitude: number
  email: string | null
  phone: string | null
  website: string | null
  description: string
  features: FeatureCode[]
  rating: number
  reviewCount: number
  active: boolean
  image: string
  units: DemoUnit[]
  rich: DemoRichContent | null
}

type RawFacility = Omit<DemoFacility, 'image'> & { image?: string }

const COMMON_FAQ = {
  lock: {
    question: 'Czy potrzebuję własnej kłódki?',
    answer:
      'Możesz przynieść własną kłódkę albo kupić certyfikowaną na miejscu. Klucz masz tylko Ty — obsługa nie ma dostępu do Twojego boksu.',
  },
  period: {
    question: 'Na jak długo mogę wynająć boks?',
    answer:
      'Minimalny okres najmu to jeden miesiąc. Umowę możesz przedłużać bez limitu i wypowiedzieć z 14-dniowym wyprzedzeniem.',
  },
  forbidden: {
    question: 'Czego nie wolno przechowywać?',
    answer:
      'Materiałów łatwopalnych, wybuchowych i toksycznych, żywności, zwierząt, broni oraz rzeczy pochodzących z przestępstwa.',
  },
  insurance: {
    question: 'Czy rzeczy w boksie są ubezpieczone?',
    answer:
      'Obiekt ma ubezpieczenie budynku. Zawartość boksu możesz ubezpieczyć dodatkowo w ramach pakietu oferowanego przy podpisaniu umowy.',
  },
  invoice: {
    question: 'Czy otrzymam fakturę VAT?',
    answer: 'Tak. Ceny podane na stronie są cenami netto — do każdej płatności wystawiamy fakturę VAT, także dla firm.',
  },
} satisfies Record<string, FaqItem>

const STANDARD_TIPS = `<ul>
<li>Najcięższe kartony ustaw na dole, lżejsze na górze.</li>
<li>Zostaw wąskie przejście do tyłu boksu — łatwiej będzie coś wyjąć.</li>
<li>Opisz kartony z każdej strony i zrób listę zawartości.</li>
<li>Meble owiń folią stretch lub kocem, a lustra i obrazy ustaw pionowo.</li>
</ul>`

const RAW_FACILITIES: readonly RawFacility[] = [
  {
    client: 'lockerbox',
    name: 'Lockerbox',
    brand: 'Lockerbox',
    city: 'Warszawa',
    street: 'ul. Jana Kazimierza',
    buildingNumber: '55',
    postalCode: '01-267',
    latitude: 52.2318,
    longitude: 20.954,
    email: 'kontakt@lockerbox.pl',
    phone: '+48 22 290 41 10',
    website: 'https://lockerbox.pl',
    image: promoImage('lockerbox-warszawa'),
    description:
      'Flagowy, ogrzewany magazyn Lockerbox na Woli, kilka minut od stacji metra Księcia Janusza. Boksy od 1 do 20 m², część z nich klimatyzowana, dostęp przez całą dobę z aplikacji.',
    features: ['klimatyzacja', 'monitoring', 'ochrona', '24h_dostep', 'winda', 'parking'],
    rating: 4.8,
    reviewCount: 126,
    active: true,
    units: units(44, [
      ['A-101', 1, 'standard'],
      ['A-102', 1.5, 'standard', 'occupied'],
      ['A-103', 2, 'standard'],
      ['A-104', 3, 'standard'],
      ['A-105', 5, 'standard', 'occupied'],
      ['B-201', 3, 'klimatyzowany'],
      ['B-202', 5, 'klimatyzowany'],
      ['B-203', 7.5, 'klimatyzowany'],
      ['B-204', 10, 'standard'],
      ['B-205', 15, 'standard', 'occupied'],
      ['B-206', 20, 'standard'],
      ['B-207', 4, 'standard', 'inactive'],
    ]),
    rich: {
      title: 'Lockerbox Warszawa Wola — magazyn samoobsługowy dostępny 24/7',
      lead: 'Nowoczesny, ogrzewany obiekt przy ul. Jana Kazimierza z boksami od 1 do 20 m² i strefą klimatyzowaną na pierwszym piętrze.',
      bodyHtml: `<p>Lockerbox Warszawa to pierwszy obiekt sieci, otwarty z myślą o mieszkańcach Woli, Bemowa i Ochoty. Budynek jest <strong>ogrzewany, monitorowany i chroniony całą dobę</strong>, a boks otwierasz kodem z aplikacji.</p>
<p>Na parterze znajdziesz małe skrytki na dokumenty i sezonowe rzeczy, a na piętrze — klimatyzowane boksy na elektronikę, meble i archiwa firmowe.</p>
<ul>
<li>wózki transportowe i winda towarowa w cenie</li>
<li>parking dla klientów przy samym wejściu</li>
<li>umowa online w 10 minut</li>
</ul>`,
      storageInfoHtml: `<h3>Jak wynająć boks?</h3>
<p>Wybierz rozmiar, podpisz umowę online i opłać pierwszy miesiąc. Kod dostępu otrzymasz SMS-em — możesz przyjechać jeszcze tego samego dnia.</p>
<ul>
<li><strong>1–3 m²</strong> — kartony, walizki, sprzęt sportowy</li>
<li><strong>5–10 m²</strong> — wyposażenie kawalerki lub mieszkania 2-pokojowego</li>
<li><strong>15–20 m²</strong> — całe mieszkanie lub towar firmy</li>
</ul>`,
      tipsHtml: STANDARD_TIPS,
      faq: [
        {
          question: 'Czy mogę wjechać samochodem pod wejście?',
          answer: 'Tak, przy wejściu jest strefa rozładunku i bezpłatny parking dla klientów.',
        },
        COMMON_FAQ.lock,
        COMMON_FAQ.period,
        COMMON_FAQ.invoice,
      ],
      features: [
        'Dostęp 24/7 kodem z aplikacji',
        'Monitoring CCTV i ochrona',
        'Klimatyzowane boksy na piętrze',
        'Winda towarowa i wózki',
        'Parking przy wejściu',
      ],
    },
  },
  {
    client: 'sunbox',
    name: 'SunBox24',
    brand: 'SunBox24',
    city: 'Warszawa',
    street: 'ul. Puławska',
    buildingNumber: '405',
    postalCode: '02-801',
    latitude: 52.1405,
    longitude: 21.0215,
    email: 'kontakt@sunbox24.pl',
    phone: '+48 22 398 24 24',
    website: 'https://sunbox24.pl',
    image: promoImage('sunbox24-warszawa'),
    description:
      'Samoobsługowe boksy SunBox24 na Ursynowie, tuż przy Puławskiej. Najem w pełni online, dostęp 24 godziny na dobę i szeroki wjazd dla busów.',
    features: ['monitoring', '24h_dostep', 'parking', 'winda'],
    rating: 4.7,
    reviewCount: 88,
    active: true,
    units: units(40, [
      ['A-101', 1.5, 'standard'],
      ['A-102', 2, 'standard', 'occupied'],
      ['A-103', 3, 'standard'],
      ['A-104', 4, 'standard'],
      ['A-105', 5, 'standard'],
      ['A-106', 6, 'standard', 'occupied'],
      ['B-201', 7.5, 'standard'],
      ['B-202', 10, 'standard'],
      ['C-01', 12, 'zewnetrzny'],
      ['C-02', 15, 'zewnetrzny', 'occupied'],
    ]),
    rich: {
      title: 'SunBox24 Warszawa Ursynów — boksy do wynajęcia od ręki',
      lead: 'Magazyn samoobsługowy przy Puławskiej: wynajmujesz online, przyjeżdżasz kiedy chcesz, wjeżdżasz busem pod same drzwi.',
      bodyHtml: `<p>SunBox24 Ursynów obsługuje południową Warszawę, Piaseczno i Konstancin. Obiekt działa <strong>bez recepcji</strong> — wszystko załatwisz przez stronę i aplikację, a w razie pytań pomoże infolinia czynna 7 dni w tygodniu.</p>
<p>Oprócz boksów wewnętrznych mamy kontenery zewnętrzne 12–15 m², do których podjedziesz samochodem dostawczym.</p>
<ul>
<li>szeroka brama i plac manewrowy dla busów</li>
<li>winda towarowa na piętro</li>
<li>oświetlone korytarze i monitoring całego terenu</li>
</ul>`,
      storageInfoHtml: `<h3>Boksy i kontenery</h3>
<p>Boksy wewnętrzne mają od 1,5 do 10 m² i są suche oraz ogrzewane zimą. Kontenery zewnętrzne sprawdzą się przy przechowywaniu opon, narzędzi i materiałów budowlanych.</p>
<ul>
<li>dostęp 24/7 kodem PIN</li>
<li>płatność kartą lub przelewem, co miesiąc</li>
</ul>`,
      tipsHtml: STANDARD_TIPS,
      faq: [
        {
          question: 'Czy obiekt ma recepcję?',
          answer: 'Nie — SunBox24 działa samoobsługowo. Umowę podpisujesz online, a kod dostępu przychodzi SMS-em.',
        },
        {
          question: 'Czy mogę przechowywać opony w kontenerze?',
          answer: 'Tak, kontenery zewnętrzne są do tego idealne. Opony najlepiej układać w stosy lub na wieszakach.',
        },
        COMMON_FAQ.period,
        COMMON_FAQ.forbidden,
      ],
      features: [
        'Najem w 100% online',
        'Dostęp 24/7 kodem PIN',
        'Wjazd dla busów',
        'Kontenery zewnętrzne',
        'Winda towarowa',
      ],
    },
  },
  {
    client: 'skladuj',
    name: 'Składuj Praga',
    brand: 'Składuj',
    city: 'Warszawa',
    street: 'ul. Grochowska',
    buildingNumber: '262',
    postalCode: '03-844',
    latitude: 52.2455,
    longitude: 21.0935,
    email: 'praga@skladuj.pl',
    phone: '+48 22 611 08 30',
    website: 'https://skladuj.pl',
    description:
      'Kameralny magazyn na Grochowie w odnowionej kamienicy przemysłowej. Dobre miejsce na rzeczy na czas remontu lub przeprowadzki.',
    features: ['monitoring', 'ochrona', 'winda'],
    rating: 4.3,
    reviewCount: 41,
    active: true,
    units: units(38, [
      ['A-101', 1, 'standard'],
      ['A-102', 2, 'standard'],
      ['A-103', 3, 'standard', 'occupied'],
      ['A-104', 5, 'standard'],
      ['B-201', 7.5, 'standard'],
      ['B-202', 10, 'standard', 'occupied'],
      ['B-203', 6, 'standard', 'inactive'],
      ['B-204', 4, 'standard'],
    ]),
    rich: {
      title: 'Składuj Praga — magazyn na Grochowie',
      lead: 'Małe i średnie boksy w odnowionym budynku przy Grochowskiej, z ochroną w godzinach otwarcia i windą towarową.',
      bodyHtml: `<p>Składuj Praga powstał w dawnym budynku zakładów przy Grochowskiej. Boksy są <strong>suche, ogrzewane i monitorowane</strong>, a na miejscu pracuje obsługa, która pomoże dobrać rozmiar.</p>
<p>To dobre miejsce na meble i kartony na czas remontu, rzeczy studentów między semestrami czy zapas towaru małego sklepu.</p>
<ul>
<li>obsługa na miejscu od poniedziałku do soboty</li>
<li>winda towarowa do boksów na piętrze</li>
</ul>`,
      storageInfoHtml: `<p>Obiekt jest otwarty codziennie w godzinach 6:00–22:00. Boksy od 1 do 10 m² wynajmiesz na miejscu lub przez formularz zapytania.</p>`,
      tipsHtml: STANDARD_TIPS,
      faq: [
        {
          question: 'W jakich godzinach mogę wejść do boksu?',
          answer: 'Codziennie od 6:00 do 22:00, także w weekendy i święta.',
        },
        COMMON_FAQ.lock,
        COMMON_FAQ.insurance,
      ],
      features: ['Obsługa na miejscu', 'Ochrona i monitoring', 'Winda towarowa', 'Dostęp 6:00–22:00'],
    },
  },
  {
    client: 'gizo',
    name: 'Gizo Box',
    brand: 'Gizo Box',
    city: 'Jawczyce',
    street: 'ul. Poznańska',
    buildingNumber: '129',
    postalCode: '05-850',
    latitude: 52.1962,
    longitude: 20.8291,
    email: 'kontakt@gizobox.pl',
    phone: '+48 22 721 30 55',
    website: 'https://gizobox.pl',
    image: promoImage('gizo-box-jawczyce'),
    description:
      'Gizo Box w Jawczycach, przy trasie S8 i A2 na zachód od Warszawy. Garaże i kontenery z wjazdem samochodem, idealne dla firm i mieszkańców Ożarowa, Bemowa i Pruszkowa.',
    features: ['monitoring', '24h_dostep', 'parking', 'ochrona'],
    rating: 4.9,
    reviewCount: 64,
    active: true,
    units: units(34, [
      ['C-01', 5, 'zewnetrzny'],
      ['C-02', 7.5, 'zewnetrzny', 'occupied'],
      ['C-03', 10, 'zewnetrzny'],
      ['C-04', 15, 'zewnetrzny'],
      ['G-01', 12, 'garaz'],
      ['G-02', 15, 'garaz', 'occupied'],
      ['G-03', 18, 'garaz'],
      ['G-04', 20, 'garaz'],
      ['A-101', 3, 'standard'],
    ]),
    rich: {
      title: 'Gizo Box Jawczyce — garaże i kontenery przy S8',
      lead: 'Kontenery i garaże z wjazdem pod same drzwi, dostępne całą dobę, 15 minut od centrum Warszawy.',
      bodyHtml: `<p>Gizo Box to ogrodzony, oświetlony plac z kontenerami i murowanymi garażami w Jawczycach. Dojedziesz tu <strong>bez wjazdu do miasta</strong> — zjazd z S8 jest kilkaset metrów dalej.</p>
<p>Z obiektu korzystają ekipy remontowe, sklepy internetowe i osoby przechowujące samochód, motocykl albo przyczepę.</p>
<ul>
<li>garaże 12–20 m² z bramą uchylną</li>
<li>kontenery 5–15 m² na narzędzia i materiały</li>
<li>teren chroniony i monitorowany 24/7</li>
</ul>`,
      storageInfoHtml: `<h3>Dla kogo?</h3>
<ul>
<li><strong>Firmy</strong> — narzędzia, materiały budowlane, zapas towaru</li>
<li><strong>Kierowcy</strong> — samochód, motocykl, opony</li>
<li><strong>Mieszkańcy</strong> — meble ogrodowe, rowery, rzeczy sezonowe</li>
</ul>`,
      tipsHtml: `<ul>
<li>Przed odstawieniem auta na dłużej naładuj akumulator i dopompuj opony.</li>
<li>W kontenerze ustaw rzeczy na paletach — nie będą miały kontaktu z podłogą.</li>
<li>Elektronikę i dokumenty przechowuj raczej w boksie wewnętrznym.</li>
</ul>`,
      faq: [
        {
          question: 'Czy mogę przechowywać samochód w garażu?',
          answer:
            'Tak, garaże mają 12–20 m² i są przystosowane do samochodów osobowych oraz motocykli. Pojazd musi być zarejestrowany i ubezpieczony.',
        },
        {
          question: 'Czy na terenie jest prąd?',
          answer: 'Garaże G-03 i G-04 mają gniazdo 230 V, rozliczane ryczałtowo. Kontenery nie mają zasilania.',
        },
        COMMON_FAQ.period,
        COMMON_FAQ.invoice,
      ],
      features: [
        'Wjazd samochodem pod boks',
        'Garaże 12–20 m²',
        'Dostęp 24/7',
        'Teren chroniony i monitorowany',
        'Blisko S8 i A2',
      ],
    },
  },
  {
    client: 'lockerbox',
    name: 'Lockerbox Podgórze',
    brand: 'Lockerbox',
    city: 'Kraków',
    street: 'ul. Zakopiańska',
    buildingNumber: '58',
    postalCode: '30-418',
    latitude: 50.023,
    longitude: 19.9275,
    email: 'krakow@lockerbox.pl',
    phone: '+48 12 290 41 20',
    website: 'https://lockerbox.pl/krakow',
    description:
      'Lockerbox w Podgórzu przy Zakopiance — klimatyzowane boksy na meble, wino i archiwa. Łatwy dojazd z Ruczaju, Łagiewnik i Borku Fałęckiego.',
    features: ['klimatyzacja', 'monitoring', 'winda', '24h_dostep'],
    rating: 4.6,
    reviewCount: 57,
    active: true,
    units: units(36, [
      ['A-101', 1, 'klimatyzowany'],
      ['A-102', 2, 'klimatyzowany', 'occupied'],
      ['A-103', 3, 'klimatyzowany'],
      ['A-104', 5, 'standard'],
      ['B-201', 7.5, 'standard'],
      ['B-202', 10, 'standard', 'occupied'],
      ['B-203', 15, 'standard'],
    ]),
    rich: {
      title: 'Lockerbox Kraków Podgórze — klimatyzowane boksy przy Zakopiance',
      lead: 'Stała temperatura i wilgotność przez cały rok — dla rzeczy, które nie lubią zmian pogody.',
      bodyHtml: `<p>Krakowski Lockerbox ma <strong>klimatyzowaną strefę</strong> z boksami od 1 do 3 m², w której temperatura nie spada poniżej 12°C i nie przekracza 25°C. Przechowasz tu drewniane meble, instrumenty, wino czy dokumenty firmowe.</p>
<p>Na piętrze znajdują się większe boksy standardowe — do 15 m² — dostępne windą towarową.</p>
<ul>
<li>dostęp 24/7 kodem z aplikacji</li>
<li>monitoring korytarzy i wejść</li>
</ul>`,
      storageInfoHtml: `<p>Boksy klimatyzowane polecamy na rzeczy wrażliwe na wilgoć. Na meble i kartony z przeprowadzki w zupełności wystarczy boks standardowy 5–15 m².</p>`,
      tipsHtml: STANDARD_TIPS,
      faq: [
        {
          question: 'Jaka temperatura panuje w boksach klimatyzowanych?',
          answer: 'Między 12 a 25°C przez cały rok, przy wilgotności względnej poniżej 60%.',
        },
        COMMON_FAQ.lock,
        COMMON_FAQ.period,
      ],
      features: ['Strefa klimatyzowana', 'Dostęp 24/7', 'Winda towarowa', 'Monitoring'],
    },
  },
  {
    client: 'skladuj',
    name: 'Składuj Nowa Huta',
    brand: 'Składuj',
    city: 'Kraków',
    street: 'ul. Półłanki',
    buildingNumber: '64',
    postalCode: '30-740',
    latitude: 50.033,
    longitude: 20.016,
    email: 'krakow@skladuj.pl',
    phone: '+48 12 345 67 80',
    website: 'https://skladuj.pl/krakow',
    description:
      'Magazyn Składuj na Półłankach z garażami i dużymi boksami dla firm. Duży parking i rampa rozładunkowa dla aut dostawczych.',
    features: ['monitoring', 'parking', 'ochrona'],
    rating: 4.2,
    reviewCount: 23,
    active: true,
    units: units(30, [
      ['A-101', 2, 'standard'],
      ['A-102', 4, 'standard'],
      ['A-103', 6, 'standard', 'occupied'],
      ['A-104', 10, 'standard'],
      ['A-105', 15, 'standard'],
      ['G-01', 15, 'garaz'],
      ['G-02', 18, 'garaz', 'occupied'],
      ['G-03', 20, 'garaz', 'inactive'],
    ]),
    rich: {
      title: 'Składuj Kraków Nowa Huta — boksy i garaże z rampą',
      lead: 'Duże boksy i garaże dla firm i majsterkowiczów, z rampą rozładunkową i parkingiem dla busów.',
      bodyHtml: `<p>Obiekt przy ul. Półłanki to <strong>najlepszy wybór na większe ilości rzeczy</strong>: boksy do 15 m² i garaże do 20 m². Rampa na wysokości paki pozwala rozładować busa bez dźwigania.</p>
<p>Teren jest ogrodzony, a w godzinach pracy obsługa przyjmuje dostawy kurierskie dla najemców.</p>
<ul>
<li>przyjmowanie przesyłek dla firm</li>
<li>wózki paletowe do dyspozycji</li>
</ul>`,
      storageInfoHtml: `<p>Garaże mają bramy o szerokości 2,5 m. Boksy wewnętrzne są suche i oświetlone, z gniazdem w korytarzu.</p>`,
      tipsHtml: STANDARD_TIPS,
      faq: [
        {
          question: 'Czy obsługa odbierze przesyłkę w moim imieniu?',
          answer: 'Tak, od poniedziałku do piątku w godzinach 8:00–18:00 przyjmujemy paczki i palety dla najemców.',
        },
        COMMON_FAQ.forbidden,
        COMMON_FAQ.invoice,
      ],
      features: ['Rampa rozładunkowa', 'Garaże do 20 m²', 'Przyjmowanie przesyłek', 'Parking dla busów'],
    },
  },
  {
    client: 'kontener',
    name: 'Kontener Plus Oliwa',
    brand: 'Kontener Plus',
    city: 'Gdańsk',
    street: 'ul. Grunwaldzka',
    buildingNumber: '415',
    postalCode: '80-309',
    latitude: 54.4038,
    longitude: 18.5702,
    email: 'gdansk@kontenerplus.pl',
    phone: '+48 58 555 12 40',
    website: 'https://kontenerplus.pl',
    description:
      'Kontenery i boksy Kontener Plus w Oliwie, przy głównej arterii Trójmiasta. Dobre miejsce na sprzęt żeglarski, rowery i rzeczy sezonowe.',
    features: ['monitoring', '24h_dostep', 'parking'],
    rating: 4.4,
    reviewCount: 37,
    active: true,
    units: units(32, [
      ['A-101', 1.5, 'standard'],
      ['A-102', 3, 'standard'],
      ['A-103', 5, 'standard', 'occupied'],
      ['C-01', 7.5, 'zewnetrzny'],
      ['C-02', 10, 'zewnetrzny'],
      ['C-03', 15, 'zewnetrzny', 'occupied'],
    ]),
    rich: {
      title: 'Kontener Plus Gdańsk Oliwa — kontenery i boksy 24/7',
      lead: 'Kontenery morskie i boksy wewnętrzne przy Grunwaldzkiej, z dojazdem o każdej porze.',
      bodyHtml: `<p>Kontener Plus Oliwa to plac z <strong>kontenerami morskimi</strong> i niewielki budynek z boksami wewnętrznymi. Do kontenerów podjedziesz samochodem z przyczepą.</p>
<p>Najemcy przechowują tu kajaki, deski SUP, rowery, opony i meble ogrodowe.</p>
<ul>
<li>kontenery 7,5–15 m² z wentylacją</li>
<li>boksy wewnętrzne od 1,5 m²</li>
</ul>`,
      storageInfoHtml: `<p>Kontenery są ocieplone i wentylowane, ale nieogrzewane. Rzeczy wrażliwe na mróz przechowuj w boksach wewnętrznych.</p>`,
      tipsHtml: STANDARD_TIPS,
      faq: [
        {
          question: 'Czy zmieszczę kajak w kontenerze?',
          answer: 'Tak, kontenery od 7,5 m² mają ponad 4 m długości, więc pomieszczą kajak albo dwie deski SUP.',
        },
        COMMON_FAQ.lock,
        COMMON_FAQ.period,
        COMMON_FAQ.insurance,
      ],
      features: ['Kontenery morskie', 'Dojazd z przyczepą', 'Dostęp 24/7', 'Monitoring'],
    },
  },
  {
    client: 'sunbox',
    name: 'SunBox24',
    brand: 'SunBox24',
    city: 'Wrocław',
    street: 'ul. Krakowska',
    buildingNumber: '29',
    postalCode: '50-424',
    latitude: 51.099,
    longitude: 17.0525,
    email: 'wroclaw@sunbox24.pl',
    phone: '+48 71 398 24 24',
    website: 'https://sunbox24.pl/wroclaw',
    description:
      'SunBox24 Wrocław na Przedmieściu Oławskim, 10 minut od Rynku. Klimatyzowane boksy, ochrona i dostęp przez całą dobę.',
    features: ['klimatyzacja', 'monitoring', '24h_dostep', 'winda', 'ochrona'],
    rating: 4.5,
    reviewCount: 72,
    active: true,
    units: units(33, [
      ['A-101', 1, 'standard'],
      ['A-102', 2, 'standard'],
      ['A-103', 3, 'klimatyzowany', 'occupied'],
      ['A-104', 4, 'klimatyzowany'],
      ['A-105', 5, 'standard'],
      ['B-201', 6, 'standard', 'occupied'],
      ['B-202', 7.5, 'klimatyzowany'],
      ['B-203', 10, 'standard'],
      ['B-204', 12, 'standard'],
      ['B-205', 20, 'standard', 'occupied'],
    ]),
    rich: {
      title: 'SunBox24 Wrocław — magazyn samoobsługowy blisko centrum',
      lead: 'Boksy od 1 do 20 m², w tym klimatyzowane, z dostępem 24/7 i ochroną.',
      bodyHtml: `<p>Wrocławski SunBox24 zajmuje dwie kondygnacje odnowionego budynku przy Krakowskiej. <strong>Klimatyzowane boksy</strong> świetnie sprawdzają się przy przechowywaniu elektroniki i dokumentów.</p>
<p>Studenci często wynajmują tu małe boksy na wakacje, a firmy — większe na zapas towaru.</p>
<ul>
<li>rabat 10% przy płatności za 6 miesięcy z góry</li>
<li>ochrona obiektu w nocy</li>
</ul>`,
      storageInfoHtml: `<p>Wszystkie boksy są suche i oświetlone. Na piętro prowadzi winda towarowa o udźwigu 1000 kg.</p>`,
      tipsHtml: STANDARD_TIPS,
      faq: [
        {
          question: 'Czy jest zniżka dla studentów?',
          answer:
            'Tak — przy wynajmie na okres wakacyjny (lipiec–wrzesień) studenci otrzymują 15% rabatu na boksy do 3 m².',
        },
        COMMON_FAQ.period,
        COMMON_FAQ.forbidden,
      ],
      features: ['Klimatyzowane boksy', 'Dostęp 24/7', 'Ochrona nocna', 'Winda 1000 kg', 'Rabat za płatność z góry'],
    },
  },
  {
    client: 'lockerbox',
    name: 'Lockerbox',
    brand: 'Lockerbox',
    city: 'Poznań',
    street: 'ul. Głogowska',
    buildingNumber: '218',
    postalCode: '60-104',
    latitude: 52.3872,
    longitude: 16.8735,
    email: 'poznan@lockerbox.pl',
    phone: '+48 61 290 41 30',
    website: 'https://lockerbox.pl/poznan',
    description:
      'Lockerbox Poznań na Górczynie, przy Głogowskiej i węźle z obwodnicą. Klimatyzowane boksy, winda i parking dla klientów.',
    features: ['monitoring', 'winda', 'klimatyzacja', 'parking'],
    rating: 4.7,
    reviewCount: 49,
    active: true,
    units: units(31, [
      ['A-101', 1.5, 'standard'],
      ['A-102', 3, 'standard'],
      ['A-103', 5, 'klimatyzowany'],
      ['A-104', 7.5, 'standard', 'occupied'],
      ['B-201', 10, 'standard'],
      ['B-202', 15, 'standard'],
      ['B-203', 2, 'klimatyzowany', 'inactive'],
    ]),
    rich: {
      title: 'Lockerbox Poznań Górczyn — boksy z windą i parkingiem',
      lead: 'Boksy od 1,5 do 15 m² przy Głogowskiej, z szybkim dojazdem z obwodnicy i centrum.',
      bodyHtml: `<p>Poznański Lockerbox to <strong>trzykondygnacyjny, ogrzewany budynek</strong> z windą towarową i parkingiem na 20 aut. Część boksów jest klimatyzowana.</p>
<p>Najemcy to głównie osoby w trakcie przeprowadzki i sklepy internetowe z Grunwaldu i Junikowa.</p>
<ul>
<li>pakowanie i kartony do kupienia na miejscu</li>
<li>monitoring wszystkich korytarzy</li>
</ul>`,
      storageInfoHtml: `<p>Dostęp codziennie w godzinach 5:00–23:00 kodem z aplikacji. Boksy klimatyzowane znajdują się na parterze.</p>`,
      tipsHtml: STANDARD_TIPS,
      faq: [
        {
          question: 'Czy mogę kupić kartony na miejscu?',
          answer: 'Tak, w recepcji kupisz kartony, taśmę, folię stretch i kłódki.',
        },
        COMMON_FAQ.lock,
        COMMON_FAQ.invoice,
      ],
      features: ['Parking na 20 aut', 'Winda towarowa', 'Boksy klimatyzowane', 'Sklep z kartonami'],
    },
  },
  {
    client: 'skladuj',
    name: 'Składuj Widzew',
    brand: 'Składuj',
    city: 'Łódź',
    street: 'ul. Rokicińska',
    buildingNumber: '152',
    postalCode: '92-412',
    latitude: 51.7565,
    longitude: 19.535,
    email: 'lodz@skladuj.pl',
    phone: '+48 42 300 55 10',
    website: 'https://skladuj.pl/lodz',
    description:
      'Przestronny magazyn Składuj na Widzewie, w dawnej hali przemysłowej przy Rokicińskiej. Dużo miejsca do manewrowania i niskie ceny.',
    features: ['monitoring', 'ochrona', 'parking', '24h_dostep'],
    rating: 4.1,
    reviewCount: 18,
    active: true,
    units: units(25, [
      ['A-101', 2, 'standard'],
      ['A-102', 3, 'standard'],
      ['A-103', 5, 'standard'],
      ['A-104', 7.5, 'standard', 'occupied'],
      ['A-105', 10, 'standard'],
      ['A-106', 15, 'standard'],
      ['G-01', 18, 'garaz'],
      ['G-02', 20, 'garaz', 'occupied'],
    ]),
    rich: {
      title: 'Składuj Łódź Widzew — tanie boksy w dawnej hali',
      lead: 'Boksy od 2 do 15 m² i garaże w odnowionej hali przy Rokicińskiej, z dostępem o każdej porze.',
      bodyHtml: `<p>Składuj Widzew to <strong>jedna z największych powierzchni magazynowych do wynajęcia w Łodzi</strong>. Wysoka hala pozwala na boksy o wysokości 3 m, a szerokie alejki — na wjazd wózkiem paletowym.</p>
<p>Na zewnątrz znajdują się murowane garaże z bramami segmentowymi.</p>
<ul>
<li>ochrona na miejscu przez całą dobę</li>
<li>bezpłatny parking dla klientów</li>
</ul>`,
      storageInfoHtml: `<p>Boksy mają wysokość 3 m, więc w 5 m² zmieścisz więcej niż w typowej piwnicy. Garaże 18–20 m² pomieszczą samochód osobowy.</p>`,
      tipsHtml: STANDARD_TIPS,
      faq: [
        {
          question: 'Jak wysokie są boksy?',
          answer:
            'Wszystkie boksy w hali mają 3 m wysokości — możesz układać kartony w wysokie stosy lub ustawić regały.',
        },
        COMMON_FAQ.period,
        COMMON_FAQ.lock,
        COMMON_FAQ.forbidden,
      ],
      features: ['Boksy o wysokości 3 m', 'Ochrona 24/7', 'Garaże murowane', 'Bezpłatny parking'],
    },
  },
  {
    client: 'kontener',
    name: 'Kontener Plus',
    brand: 'Kontener Plus',
    city: 'Katowice',
    street: 'ul. Gliwicka',
    buildingNumber: '234',
    postalCode: '40-860',
    latitude: 50.267,
    longitude: 18.976,
    email: 'katowice@kontenerplus.pl',
    phone: '+48 32 555 12 50',
    website: 'https://kontenerplus.pl/katowice',
    description:
      'Kontener Plus w Katowicach przy Gliwickiej, z szybkim wjazdem z DTŚ. Boksy wewnętrzne z windą i dostępem przez całą dobę.',
    features: ['24h_dostep', 'monitoring', 'winda'],
    rating: 4.3,
    reviewCount: 29,
    active: true,
    units: units(26, [
      ['A-101', 1, 'standard'],
      ['A-102', 2, 'standard', 'occupied'],
      ['A-103', 3, 'standard'],
      ['A-104', 4, 'standard'],
      ['B-201', 5, 'standard'],
      ['B-202', 7.5, 'standard'],
      ['B-203', 10, 'standard', 'occupied'],
    ]),
    rich: {
      title: 'Kontener Plus Katowice — boksy przy DTŚ',
      lead: 'Boksy od 1 do 10 m² dostępne całą dobę, kilka minut od Drogowej Trasy Średnicowej.',
      bodyHtml: `<p>Katowicki Kontener Plus mieści się w budynku biurowo-magazynowym przy Gliwickiej. Boksy są <strong>ogrzewane i dostępne 24/7</strong>, a na piętro prowadzi winda towarowa.</p>
<p>Dojedziesz tu łatwo z Chorzowa, Siemianowic i Rudy Śląskiej.</p>
<ul>
<li>wjazd z DTŚ w 3 minuty</li>
<li>monitoring i alarm w każdym korytarzu</li>
</ul>`,
      storageInfoHtml: `<p>Małe boksy 1–3 m² wybierają najemcy przechowujący dokumenty i rzeczy sezonowe. Boks 7,5–10 m² pomieści wyposażenie mieszkania.</p>`,
      tipsHtml: STANDARD_TIPS,
      faq: [
        {
          question: 'Czy dostęp jest możliwy w nocy?',
          answer: 'Tak, budynek jest otwarty 24 godziny na dobę dla najemców z aktywnym kodem.',
        },
        COMMON_FAQ.lock,
        COMMON_FAQ.insurance,
      ],
      features: ['Dostęp 24/7', 'Winda towarowa', 'Blisko DTŚ', 'Alarm i monitoring'],
    },
  },
  {
    client: 'skladuj',
    name: 'Składuj Tatary',
    brand: 'Składuj',
    city: 'Lublin',
    street: 'ul. Mełgiewska',
    buildingNumber: '20',
    postalCode: '20-209',
    latitude: 51.248,
    longitude: 22.606,
    email: null,
    phone: '+48 81 440 12 20',
    website: 'https://skladuj.pl/lublin',
    description:
      'Składuj na lubelskich Tatarach, w strefie przemysłowej przy Mełgiewskiej. Proste boksy i kontenery w przystępnych cenach — kontakt telefoniczny.',
    features: ['monitoring', 'parking'],
    rating: 4.4,
    reviewCount: 12,
    active: true,
    units: units(23, [
      ['A-101', 2, 'standard'],
      ['A-102', 3, 'standard'],
      ['A-103', 5, 'standard', 'occupied'],
      ['A-104', 7.5, 'standard'],
      ['C-01', 10, 'zewnetrzny'],
      ['C-02', 15, 'zewnetrzny'],
    ]),
    rich: null,
  },
  {
    client: 'kontener',
    name: 'Kontener Plus Pogodno',
    brand: 'Kontener Plus',
    city: 'Szczecin',
    street: 'ul. Struga',
    buildingNumber: '12',
    postalCode: '70-777',
    latitude: 53.406,
    longitude: 14.587,
    email: 'szczecin@kontenerplus.pl',
    phone: '+48 91 555 12 60',
    website: 'https://kontenerplus.pl/szczecin',
    description:
      'Kontener Plus w Szczecinie przy ul. Struga — obecnie wszystkie boksy są zajęte. Zostaw zapytanie, a odezwiemy się, gdy zwolni się miejsce.',
    features: ['monitoring', 'ochrona', 'parking', '24h_dostep'],
    rating: 4.6,
    reviewCount: 31,
    active: true,
    units: units(25, [
      ['A-101', 1.5, 'standard', 'occupied'],
      ['A-102', 3, 'standard', 'occupied'],
      ['A-103', 5, 'standard', 'occupied'],
      ['C-01', 7.5, 'zewnetrzny', 'occupied'],
      ['C-02', 10, 'zewnetrzny', 'occupied'],
      ['G-01', 15, 'garaz', 'occupied'],
    ]),
    rich: {
      title: 'Kontener Plus Szczecin — boksy i garaże przy ul. Struga',
      lead: 'Popularny obiekt na prawobrzeżu: wszystkie boksy są teraz wynajęte, ale regularnie zwalniają się nowe.',
      bodyHtml: `<p>Kontener Plus przy ul. Struga ma boksy wewnętrzne, kontenery i garaże. <strong>Aktualnie wszystkie jednostki są zajęte</strong> — wyślij zapytanie, a powiadomimy Cię o pierwszym wolnym boksie w wybranym rozmiarze.</p>
<p>Obiekt jest ogrodzony, oświetlony i chroniony całą dobę.</p>
<ul>
<li>lista oczekujących bez opłat</li>
<li>dostęp 24/7 dla najemców</li>
</ul>`,
      storageInfoHtml: `<p>Średni czas oczekiwania na boks 3–5 m² wynosi około dwóch tygodni. Na garaże czeka się dłużej.</p>`,
      tipsHtml: STANDARD_TIPS,
      faq: [
        {
          question: 'Jak zapisać się na listę oczekujących?',
          answer:
            'Wyślij zapytanie przez formularz na tej stronie, podając potrzebny rozmiar. Zapis jest bezpłatny i niezobowiązujący.',
        },
        COMMON_FAQ.period,
        COMMON_FAQ.forbidden,
      ],
      features: ['Lista oczekujących', 'Ochrona 24/7', 'Garaże i kontenery', 'Parking'],
    },
  },
  {
    client: 'lockerbox',
    name: 'Lockerbox',
    brand: 'Lockerbox',
    city: 'Bydgoszcz',
    street: 'ul. Fordońska',
    buildingNumber: '140',
    postalCode: '85-739',
    latitude: 53.1295,
    longitude: 18.0545,
    email: 'bydgoszcz@lockerbox.pl',
    phone: '+48 52 290 41 40',
    website: 'https://lockerbox.pl/bydgoszcz',
    description:
      'Najnowszy Lockerbox, otwarty w tym roku przy Fordońskiej. Nowe, czyste boksy z windą — bądź jednym z pierwszych najemców.',
    features: ['monitoring', 'winda'],
    rating: 0,
    reviewCount: 0,
    active: true,
    units: units(22, [
      ['A-101', 1, 'standard'],
      ['A-102', 2, 'standard'],
      ['A-103', 3, 'standard'],
      ['A-104', 5, 'standard'],
      ['B-201', 7.5, 'standard'],
      ['B-202', 10, 'standard'],
      ['B-203', 12, 'standard', 'inactive'],
    ]),
    rich: null,
  },
  {
    client: 'sunbox',
    name: 'SunBox24',
    brand: 'SunBox24',
    city: 'Rzeszów',
    street: 'ul. Podkarpacka',
    buildingNumber: '59',
    postalCode: '35-082',
    latitude: 0,
    longitude: 0,
    email: 'rzeszow@sunbox24.pl',
    phone: '+48 17 398 24 24',
    website: 'https://sunbox24.pl/rzeszow',
    description:
      'SunBox24 Rzeszów przy Podkarpackiej, na południu miasta. Klimatyzowane i standardowe boksy z dostępem 24/7.',
    features: ['monitoring', '24h_dostep', 'klimatyzacja'],
    rating: 0,
    reviewCount: 0,
    active: true,
    units: units(24, [
      ['A-101', 1, 'klimatyzowany'],
      ['A-102', 2, 'klimatyzowany'],
      ['A-103', 3, 'standard'],
      ['A-104', 5, 'standard', 'occupied'],
      ['A-105', 7.5, 'standard'],
      ['A-106', 10, 'standard'],
    ]),
    rich: null,
  },
  {
    client: 'kontener',
    name: 'Kontener Plus Orłowo',
    brand: 'Kontener Plus',
    city: 'Gdynia',
    street: 'ul. Wielkopolska',
    buildingNumber: '256',
    postalCode: '81-531',
    latitude: 54.4795,
    longitude: 18.5245,
    email: 'gdynia@kontenerplus.pl',
    phone: '+48 58 555 12 70',
    website: 'https://kontenerplus.pl/gdynia',
    description: 'Kontener Plus w Gdyni — obiekt tymczasowo nieczynny z powodu modernizacji.',
    features: ['monitoring', 'parking'],
    rating: 4.2,
    reviewCount: 6,
    active: false,
    units: units(29, [
      ['C-01', 5, 'zewnetrzny'],
      ['C-02', 7.5, 'zewnetrzny'],
      ['C-03', 10, 'zewnetrzny', 'occupied'],
      ['C-04', 15, 'zewnetrzny'],
      ['G-01', 15, 'garaz'],
      ['G-02', 18, 'garaz'],
    ]),
    rich: null,
  },
]

/** Facilities in insertion order (id = index + 1). Non-promo ones cycle through the facility pictures. */
export const DEMO_FACILITIES: readonly DemoFacility[] = (() => {
  let n = 0
  const all: RawFacility[] = [...RAW_FACILITIES, ...moreFacilities().map((f) => ({ ...f, rich: null }))]
  return all.map((f) => ({ ...f, image: f.image ?? facilityImage((n++ % FACILITY_IMAGE_COUNT) + 1) }))
})()
