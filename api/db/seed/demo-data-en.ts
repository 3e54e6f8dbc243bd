/**
 * English texts of the demo facilities, keyed by slug (facilitySlug(name, city) of demo-data.ts), read by seed.ts.
 * The hand-written facilities are translated; the generated ones (demo-more.ts) get a description made from their
 * fields. A slug missing here gets no English: the English pages then show the Polish text marked as Polish.
 * Data and pure helpers, loadable by Node's type stripping (local imports with `.ts`) and by vitest.
 */
import type { FaqItem, FeatureCode } from '../../contract/marketplace'
import { facilitySlug } from '../../facilities/slug.ts'
// Enter the demo-data ⇄ demo-more cycle through demo-data, the way seed.ts does (the other way round, demo-data
// would call into demo-more before its constants exist).
import { DEMO_FACILITIES } from './demo-data.ts'

export type DemoRichContentEn = {
  title: string
  lead: string
  bodyHtml: string
  storageInfoHtml: string
  tipsHtml: string
  faq: FaqItem[]
}
export type DemoFacilityEn = { description: string; rich: DemoRichContentEn | null }

// ---------------------------------------------------------------------------------------------------------------
// Generated facilities: a description from the fields every facility has

const FEATURE_PHRASES: Record<FeatureCode, string> = {
  klimatyzacja: 'air-conditioned units',
  monitoring: 'CCTV monitoring',
  ochrona: 'on-site security',
  '24h_dostep': '24/7 access',
  winda: 'a goods lift',
  parking: 'customer parking',
}

const m2 = (n: number) => `${Number(n.toFixed(1))} m²`

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`

/**
 * A plain, factual English description from a facility's name, city, features and unit sizes. Deterministic (the
 * same facility always reads the same), so seeds and their tests are stable.
 */
export function englishDescription(f: {
  name: string
  city: string
  features: readonly FeatureCode[]
  sizesM2: readonly number[]
}): string {
  const sizes = f.sizesM2.filter((n) => Number.isFinite(n) && n > 0)
  const min = sizes.length ? Math.min(...sizes) : null
  const max = sizes.length ? Math.max(...sizes) : null
  const range = min === null || max === null ? '' : min === max ? ` of ${m2(min)}` : ` from ${m2(min)} to ${m2(max)}`
  const features = f.features.map((code) => FEATURE_PHRASES[code]).filter(Boolean)
  const first = `${f.name} in ${f.city} offers self-storage units${range}.`
  return features.length ? `${first} On site: ${list(features)}.` : first
}

// ---------------------------------------------------------------------------------------------------------------
// Today's demo facilities, translated

const COMMON_FAQ = {
  lock: {
    question: 'Do I need my own padlock?',
    answer:
      'You can bring your own padlock or buy a certified one on site. Only you hold the key — staff have no access to your unit.',
  },
  period: {
    question: 'How long can I rent a unit for?',
    answer:
      'The minimum rental period is one month. You can extend the agreement as often as you like and end it with 14 days’ notice.',
  },
  forbidden: {
    question: 'What may not be stored?',
    answer: 'Flammable, explosive or toxic materials, food, animals, weapons and anything obtained through crime.',
  },
  insurance: {
    question: 'Are my belongings insured?',
    answer:
      'The building is insured. You can insure the contents of your unit as well, with a package offered when you sign the agreement.',
  },
  invoice: {
    question: 'Will I get a VAT invoice?',
    answer: 'Yes. Prices on the website are net prices — we issue a VAT invoice for every payment, for businesses too.',
  },
} satisfies Record<string, FaqItem>

const STANDARD_TIPS = `<ul>
<li>Put the heaviest boxes at the bottom and the lighter ones on top.</li>
<li>Leave a narrow aisle to the back of the unit — it makes things easier to reach.</li>
<li>Label boxes on every side and keep a list of what is inside.</li>
<li>Wrap furniture in stretch film or a blanket, and stand mirrors and pictures upright.</li>
</ul>`

const TRANSLATED: Readonly<Record<string, DemoFacilityEn>> = {
  'lockerbox-warszawa': {
    description:
      'Lockerbox’s heated flagship facility in Wola, a few minutes from Księcia Janusza metro station. Units from 1 to 20 m², some of them air-conditioned, with round-the-clock access through the app.',
    rich: {
      title: 'Lockerbox Warsaw Wola — self storage open 24/7',
      lead: 'A modern, heated building on Jana Kazimierza Street with units from 1 to 20 m² and an air-conditioned zone on the first floor.',
      bodyHtml: `<p>Lockerbox Warsaw is the chain’s first facility, opened for the people of Wola, Bemowo and Ochota. The building is <strong>heated, monitored and guarded around the clock</strong>, and you open your unit with a code from the app.</p>
<p>On the ground floor you will find small lockers for documents and seasonal things; upstairs, air-conditioned units for electronics, furniture and company archives.</p>
<ul>
<li>trolleys and a goods lift included in the price</li>
<li>customer parking right by the entrance</li>
<li>sign the agreement online in 10 minutes</li>
</ul>`,
      storageInfoHtml: `<h3>How do I rent a unit?</h3>
<p>Choose a size, sign the agreement online and pay for the first month. Your access code arrives by text message — you can move in the same day.</p>
<ul>
<li><strong>1–3 m²</strong> — boxes, suitcases, sports gear</li>
<li><strong>5–10 m²</strong> — the contents of a studio or a two-room flat</li>
<li><strong>15–20 m²</strong> — a whole flat or a company’s stock</li>
</ul>`,
      tipsHtml: STANDARD_TIPS,
      faq: [
        {
          question: 'Can I drive up to the entrance?',
          answer: 'Yes, there is a loading bay at the entrance and free parking for customers.',
        },
        COMMON_FAQ.lock,
        COMMON_FAQ.period,
        COMMON_FAQ.invoice,
      ],
    },
  },
  'sunbox24-warszawa': {
    description:
      'Self-service SunBox24 units in Ursynów, right off Puławska Street. Rent fully online, access 24 hours a day and a wide gate for vans.',
    rich: {
      title: 'SunBox24 Warsaw Ursynów — units to rent straight away',
      lead: 'Self storage on Puławska Street: rent online, come whenever you like and drive your van right up to the door.',
      bodyHtml: `<p>SunBox24 Ursynów serves southern Warsaw, Piaseczno and Konstancin. The facility runs <strong>without a reception desk</strong> — you arrange everything on the website and in the app, and a helpline open 7 days a week answers any questions.</p>
<p>Besides indoor units we have outdoor containers of 12–15 m² that you can reach with a delivery van.</p>
<ul>
<li>wide gate and a turning area for vans</li>
<li>goods lift to the first floor</li>
<li>lit corridors and CCTV across the whole site</li>
</ul>`,
      storageInfoHtml: `<h3>Units and containers</h3>
<p>Indoor units range from 1.5 to 10 m²; they are dry and heated in winter. Outdoor containers suit tyres, tools and building materials.</p>
<ul>
<li>24/7 access with a PIN code</li>
<li>monthly payment by card or bank transfer</li>
</ul>`,
      tipsHtml: STANDARD_TIPS,
      faq: [
        {
          question: 'Is there a reception desk?',
          answer:
            'No — SunBox24 is self-service. You sign the agreement online and your access code arrives by text message.',
        },
        {
          question: 'Can I store tyres in a container?',
          answer: 'Yes, the outdoor containers are ideal for that. Tyres are best kept in stacks or on racks.',
        },
        COMMON_FAQ.period,
        COMMON_FAQ.forbidden,
      ],
    },
  },
  'skladuj-praga-warszawa': {
    description:
      'A small storage facility in Grochów, in a restored industrial building. A good place for your things during a renovation or a move.',
    rich: {
      title: 'Składuj Praga — storage in Grochów',
      lead: 'Small and medium units in a restored building on Grochowska Street, with staff on site during opening hours and a goods lift.',
      bodyHtml: `<p>Składuj Praga opened in a former factory building on Grochowska Street. The units are <strong>dry, heated and monitored</strong>, and staff on site will help you pick the right size.</p>
<p>It is a good place for furniture and boxes during a renovation, students’ things between terms or a small shop’s spare stock.</p>
<ul>
<li>staff on site Monday to Saturday</li>
<li>goods lift to the first-floor units</li>
</ul>`,
      storageInfoHtml: `<p>The facility is open every day from 6:00 to 22:00. Rent a unit of 1 to 10 m² on site or through the enquiry form.</p>`,
      tipsHtml: STANDARD_TIPS,
      faq: [
        {
          question: 'When can I get to my unit?',
          answer: 'Every day from 6:00 to 22:00, weekends and public holidays included.',
        },
        COMMON_FAQ.lock,
        COMMON_FAQ.insurance,
      ],
    },
  },
  'gizo-box-jawczyce': {
    description:
      'Gizo Box in Jawczyce, by the S8 and A2 west of Warsaw. Garages and containers you can drive up to, ideal for businesses and for people from Ożarów, Bemowo and Pruszków.',
    rich: {
      title: 'Gizo Box Jawczyce — garages and containers by the S8',
      lead: 'Containers and garages you can drive right up to, open around the clock, 15 minutes from central Warsaw.',
      bodyHtml: `<p>Gizo Box is a fenced, lit yard with containers and brick garages in Jawczyce. You get here <strong>without driving into the city</strong> — the S8 exit is a few hundred metres away.</p>
<p>Renovation crews, online shops and people storing a car, a motorbike or a trailer all use the site.</p>
<ul>
<li>garages of 12–20 m² with up-and-over doors</li>
<li>containers of 5–15 m² for tools and materials</li>
<li>site guarded and monitored 24/7</li>
</ul>`,
      storageInfoHtml: `<h3>Who is it for?</h3>
<ul>
<li><strong>Businesses</strong> — tools, building materials, spare stock</li>
<li><strong>Drivers</strong> — a car, a motorbike, tyres</li>
<li><strong>Residents</strong> — garden furniture, bikes, seasonal things</li>
</ul>`,
      tipsHtml: `<ul>
<li>Before leaving a car for a long time, charge the battery and pump up the tyres.</li>
<li>In a container, keep things on pallets so they do not touch the floor.</li>
<li>Electronics and documents are better kept in an indoor unit.</li>
</ul>`,
      faq: [
        {
          question: 'Can I keep a car in a garage?',
          answer:
            'Yes, the garages measure 12–20 m² and fit cars and motorbikes. The vehicle must be registered and insured.',
        },
        {
          question: 'Is there electricity on site?',
          answer: 'Garages G-03 and G-04 have a 230 V socket, charged at a flat rate. The containers have no power.',
        },
        COMMON_FAQ.period,
        COMMON_FAQ.invoice,
      ],
    },
  },
  'lockerbox-podgorze-krakow': {
    description:
      'Lockerbox in Podgórze by the Zakopianka road — air-conditioned units for furniture, wine and archives. Easy to reach from Ruczaj, Łagiewniki and Borek Fałęcki.',
    rich: {
      title: 'Lockerbox Kraków Podgórze — air-conditioned units by the Zakopianka',
      lead: 'Steady temperature and humidity all year round — for things that do not like changes in the weather.',
      bodyHtml: `<p>Kraków’s Lockerbox has an <strong>air-conditioned zone</strong> with units from 1 to 3 m² where the temperature never drops below 12°C or rises above 25°C. Store wooden furniture, instruments, wine or company documents here.</p>
<p>Upstairs there are larger standard units — up to 15 m² — served by a goods lift.</p>
<ul>
<li>24/7 access with a code from the app</li>
<li>CCTV in corridors and at entrances</li>
</ul>`,
      storageInfoHtml: `<p>We recommend air-conditioned units for things that are sensitive to damp. For furniture and moving boxes, a standard unit of 5–15 m² is all you need.</p>`,
      tipsHtml: STANDARD_TIPS,
      faq: [
        {
          question: 'What is the temperature in the air-conditioned units?',
          answer: 'Between 12 and 25°C all year round, at a relative humidity below 60%.',
        },
        COMMON_FAQ.lock,
        COMMON_FAQ.period,
      ],
    },
  },
  'skladuj-nowa-huta-krakow': {
    description:
      'Składuj’s facility on Półłanki Street, with garages and large units for businesses. A big car park and a loading ramp for delivery vans.',
    rich: {
      title: 'Składuj Kraków Nowa Huta — units and garages with a ramp',
      lead: 'Large units and garages for businesses and DIY fans, with a loading ramp and parking for vans.',
      bodyHtml: `<p>The facility on Półłanki Street is <strong>the best choice for larger amounts of things</strong>: units up to 15 m² and garages up to 20 m². The ramp is level with a van’s cargo floor, so you can unload without lifting.</p>
<p>The site is fenced, and during working hours staff accept courier deliveries for tenants.</p>
<ul>
<li>parcels accepted for businesses</li>
<li>pallet trucks available</li>
</ul>`,
      storageInfoHtml: `<p>The garage doors are 2.5 m wide. The indoor units are dry and lit, with a power socket in the corridor.</p>`,
      tipsHtml: STANDARD_TIPS,
      faq: [
        {
          question: 'Will staff take in a delivery for me?',
          answer: 'Yes, Monday to Friday from 8:00 to 18:00 we accept parcels and pallets for tenants.',
        },
        COMMON_FAQ.forbidden,
        COMMON_FAQ.invoice,
      ],
    },
  },
  'kontener-plus-oliwa-gdansk': {
    description:
      'Kontener Plus containers and units in Oliwa, on the Tricity’s main road. A good place for sailing gear, bikes and seasonal things.',
    rich: {
      title: 'Kontener Plus Gdańsk Oliwa — containers and units 24/7',
      lead: 'Shipping containers and indoor units on Grunwaldzka Avenue, reachable at any hour.',
      bodyHtml: `<p>Kontener Plus Oliwa is a yard of <strong>shipping containers</strong> plus a small building with indoor units. You can drive up to the containers with a trailer.</p>
<p>Tenants keep kayaks, paddleboards, bikes, tyres and garden furniture here.</p>
<ul>
<li>ventilated containers of 7.5–15 m²</li>
<li>indoor units from 1.5 m²</li>
</ul>`,
      storageInfoHtml: `<p>The containers are insulated and ventilated but not heated. Keep anything that must not freeze in an indoor unit.</p>`,
      tipsHtml: STANDARD_TIPS,
      faq: [
        {
          question: 'Will a kayak fit in a container?',
          answer: 'Yes, containers from 7.5 m² are over 4 m long, so they take a kayak or two paddleboards.',
        },
        COMMON_FAQ.lock,
        COMMON_FAQ.period,
        COMMON_FAQ.insurance,
      ],
    },
  },
  'sunbox24-wroclaw': {
    description:
      'SunBox24 Wrocław in Przedmieście Oławskie, 10 minutes from the Market Square. Air-conditioned units, security and round-the-clock access.',
    rich: {
      title: 'SunBox24 Wrocław — self storage close to the centre',
      lead: 'Units from 1 to 20 m², some air-conditioned, with 24/7 access and security.',
      bodyHtml: `<p>Wrocław’s SunBox24 takes up two floors of a restored building on Krakowska Street. The <strong>air-conditioned units</strong> are ideal for electronics and documents.</p>
<p>Students often rent small units here for the summer, and businesses take larger ones for spare stock.</p>
<ul>
<li>10% off when you pay for 6 months in advance</li>
<li>security on site at night</li>
</ul>`,
      storageInfoHtml: `<p>All units are dry and lit. A goods lift with a 1,000 kg capacity serves the first floor.</p>`,
      tipsHtml: STANDARD_TIPS,
      faq: [
        {
          question: 'Is there a student discount?',
          answer: 'Yes — students renting for the summer (July–September) get 15% off units of up to 3 m².',
        },
        COMMON_FAQ.period,
        COMMON_FAQ.forbidden,
      ],
    },
  },
  'lockerbox-poznan': {
    description:
      'Lockerbox Poznań in Górczyn, on Głogowska Street by the ring-road junction. Air-conditioned units, a lift and customer parking.',
    rich: {
      title: 'Lockerbox Poznań Górczyn — units with a lift and parking',
      lead: 'Units from 1.5 to 15 m² on Głogowska Street, quick to reach from the ring road and the city centre.',
      bodyHtml: `<p>Poznań’s Lockerbox is a <strong>heated three-storey building</strong> with a goods lift and parking for 20 cars. Some of the units are air-conditioned.</p>
<p>Most tenants are people in the middle of a move and online shops from Grunwald and Junikowo.</p>
<ul>
<li>packing materials and boxes for sale on site</li>
<li>CCTV in every corridor</li>
</ul>`,
      storageInfoHtml: `<p>Access every day from 5:00 to 23:00 with a code from the app. The air-conditioned units are on the ground floor.</p>`,
      tipsHtml: STANDARD_TIPS,
      faq: [
        {
          question: 'Can I buy boxes on site?',
          answer: 'Yes, reception sells boxes, tape, stretch film and padlocks.',
        },
        COMMON_FAQ.lock,
        COMMON_FAQ.invoice,
      ],
    },
  },
  'skladuj-widzew-lodz': {
    description:
      'A spacious Składuj facility in Widzew, in a former industrial hall on Rokicińska Street. Plenty of room to manoeuvre and low prices.',
    rich: {
      title: 'Składuj Łódź Widzew — affordable units in a former hall',
      lead: 'Units from 2 to 15 m² and garages in a restored hall on Rokicińska Street, open at any hour.',
      bodyHtml: `<p>Składuj Widzew is <strong>one of the largest storage spaces for rent in Łódź</strong>. The tall hall allows units 3 m high, and the wide aisles take a pallet truck.</p>
<p>Outside there are brick garages with sectional doors.</p>
<ul>
<li>security on site around the clock</li>
<li>free customer parking</li>
</ul>`,
      storageInfoHtml: `<p>The units are 3 m high, so 5 m² holds more than a typical cellar. The 18–20 m² garages fit a car.</p>`,
      tipsHtml: STANDARD_TIPS,
      faq: [
        {
          question: 'How high are the units?',
          answer: 'Every unit in the hall is 3 m high — you can stack boxes high or put up shelving.',
        },
        COMMON_FAQ.period,
        COMMON_FAQ.lock,
        COMMON_FAQ.forbidden,
      ],
    },
  },
  'kontener-plus-katowice': {
    description:
      'Kontener Plus in Katowice on Gliwicka Street, with a quick exit from the DTŚ expressway. Indoor units with a lift and round-the-clock access.',
    rich: {
      title: 'Kontener Plus Katowice — units by the DTŚ',
      lead: 'Units from 1 to 10 m² open around the clock, a few minutes from the DTŚ cross-city expressway.',
      bodyHtml: `<p>Katowice’s Kontener Plus is in an office and warehouse building on Gliwicka Street. The units are <strong>heated and open 24/7</strong>, and a goods lift serves the first floor.</p>
<p>It is easy to reach from Chorzów, Siemianowice and Ruda Śląska.</p>
<ul>
<li>3 minutes from the DTŚ</li>
<li>CCTV and an alarm in every corridor</li>
</ul>`,
      storageInfoHtml: `<p>Small units of 1–3 m² suit tenants storing documents and seasonal things. A 7.5–10 m² unit holds the contents of a flat.</p>`,
      tipsHtml: STANDARD_TIPS,
      faq: [
        {
          question: 'Can I get in at night?',
          answer: 'Yes, the building is open 24 hours a day to tenants with an active code.',
        },
        COMMON_FAQ.lock,
        COMMON_FAQ.insurance,
      ],
    },
  },
  'skladuj-tatary-lublin': {
    description:
      'Składuj in Lublin’s Tatary district, in the industrial zone on Mełgiewska Street. Simple units and containers at affordable prices — contact by phone.',
    rich: null,
  },
  'kontener-plus-pogodno-szczecin': {
    description:
      'Kontener Plus in Szczecin on Struga Street — every unit is taken at the moment. Send an enquiry and we will get back to you when one becomes free.',
    rich: {
      title: 'Kontener Plus Szczecin — units and garages on Struga Street',
      lead: 'A popular facility on the right bank: every unit is rented right now, but new ones free up regularly.',
      bodyHtml: `<p>Kontener Plus on Struga Street has indoor units, containers and garages. <strong>All units are currently taken</strong> — send an enquiry and we will let you know about the first free unit in the size you need.</p>
<p>The site is fenced, lit and guarded around the clock.</p>
<ul>
<li>free waiting list</li>
<li>24/7 access for tenants</li>
</ul>`,
      storageInfoHtml: `<p>The average wait for a 3–5 m² unit is about two weeks. Garages take longer.</p>`,
      tipsHtml: STANDARD_TIPS,
      faq: [
        {
          question: 'How do I join the waiting list?',
          answer:
            'Send an enquiry through the form on this page with the size you need. Joining is free and commits you to nothing.',
        },
        COMMON_FAQ.period,
        COMMON_FAQ.forbidden,
      ],
    },
  },
  'lockerbox-bydgoszcz': {
    description:
      'The newest Lockerbox, opened this year on Fordońska Street. New, clean units with a lift — be one of the first tenants.',
    rich: null,
  },
  'sunbox24-rzeszow': {
    description:
      'SunBox24 Rzeszów on Podkarpacka Street, in the south of the city. Air-conditioned and standard units with 24/7 access.',
    rich: null,
  },
  'kontener-plus-orlowo-gdynia': {
    description: 'Kontener Plus in Gdynia — temporarily closed for modernisation.',
    rich: null,
  },
}

/** Every demo facility: the translation where there is one, else a description generated from its fields. */
export const DEMO_FACILITIES_EN: Readonly<Record<string, DemoFacilityEn>> = Object.fromEntries(
  DEMO_FACILITIES.map((f) => {
    const slug = facilitySlug(f.name, f.city)
    const sizesM2 = f.units.filter((u) => u.isActive).map((u) => u.sizeM2)
    return [
      slug,
      TRANSLATED[slug] ?? {
        description: englishDescription({ name: f.name, city: f.city, features: f.features, sizesM2 }),
        rich: null,
      },
    ]
  }),
)

/** Slugs with a hand-written translation (the rest are generated). */
export const TRANSLATED_SLUGS: readonly string[] = Object.keys(TRANSLATED)
