/**
 * The fake register's companies (docs/operators.md, "Verification"): one row per NIP, from which ./shapes.ts writes
 * each register's answer in its real shape. The trial's fixture (5270000018) holds what the trial tests type:
 * "Magazyny Testowe sp. z o.o.", Prosta 12, 00-838 Warszawa. The seeded companies (api/db/seed/demo-data.ts) each
 * have theirs, so the seed verifies every one of them from here.
 */
export type FakeCompany = {
  nip: string
  regon: string
  /** The name as the registers write it (capitals, the legal form spelled out). */
  name: string
  street: string
  building: string
  apartment?: string
  postalCode: string
  city: string
  /** White-list status: "Czynny", "Zwolniony", or removed ("Niezarejestrowany" with a removal date). */
  vat: 'Czynny' | 'Zwolniony' | 'removed'
  /** The white list's name when it differs from the other registers' (a company trading under another name). */
  vatName?: string
  /** A company in KRS (register P) by its number; without one, a sole trader or civil partnership in CEIDG. */
  krs?: string
  legalForm?: string
  /** CEIDG: the owner and the status (default AKTYWNY). */
  owner?: { firstName: string; lastName: string }
  ceidgStatus?: 'AKTYWNY' | 'ZAWIESZONY' | 'WYKRESLONY'
  /** What the white list does instead of answering: hang past every client's patience, or answer 429. */
  vatFault?: 'timeout' | 'rate_limited'
}

const WARSZAWA_PROSTA = { street: 'UL. PROSTA', building: '12', postalCode: '00-838', city: 'WARSZAWA' }
const LLC = 'SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ'

export const FAKE_COMPANIES: FakeCompany[] = [
  // The trial's fixtures (issue 42).
  {
    nip: '5270000018',
    regon: '369000184',
    name: `MAGAZYNY TESTOWE ${LLC}`,
    ...WARSZAWA_PROSTA,
    vat: 'Czynny',
    krs: '0000990018',
    legalForm: LLC,
  },
  {
    nip: '5270000024',
    regon: '369000244',
    name: `MAGAZYNY TESTOWE ${LLC}`,
    ...WARSZAWA_PROSTA,
    vat: 'removed',
    krs: '0000990024',
    legalForm: LLC,
  },
  {
    nip: '5270000030',
    regon: '369000304',
    name: 'ANNA NOWAK SCHOWKI NOWAK',
    street: 'UL. OGRODOWA',
    building: '3',
    postalCode: '00-876',
    city: 'WARSZAWA',
    vat: 'Zwolniony',
    owner: { firstName: 'ANNA', lastName: 'NOWAK' },
  },
  {
    nip: '5270000047',
    regon: '369000474',
    name: `MAGAZYNY TESTOWE ${LLC}`,
    ...WARSZAWA_PROSTA,
    vat: 'Czynny',
    krs: '0000990047',
    legalForm: LLC,
    vatFault: 'timeout',
  },
  {
    nip: '5270000053',
    regon: '369000534',
    name: `KONTENERY POŁUDNIE ${LLC}`,
    ...WARSZAWA_PROSTA,
    vat: 'Czynny',
    krs: '0000990053',
    legalForm: LLC,
  },
  {
    nip: '5270000076',
    regon: '369000764',
    name: `MAGAZYNY TESTOWE ${LLC}`,
    ...WARSZAWA_PROSTA,
    vat: 'Czynny',
    krs: '0000990076',
    legalForm: LLC,
    vatFault: 'rate_limited',
  },
  // The seeded companies, as api/db/seed/demo-data.ts has them.
  {
    nip: '5270000082',
    regon: '369000824',
    name: `LOCKERBOX ${LLC}`,
    street: 'UL. JANA KAZIMIERZA',
    building: '55',
    apartment: '12',
    postalCode: '01-267',
    city: 'WARSZAWA',
    vat: 'Czynny',
    krs: '0000990082',
    legalForm: LLC,
  },
  {
    nip: '5270000099',
    regon: '369000994',
    name: 'GIZO BOX',
    street: 'UL. POZNAŃSKA',
    building: '129',
    postalCode: '05-850',
    city: 'JAWCZYCE',
    vat: 'Czynny',
    owner: { firstName: 'TOMASZ', lastName: 'GIZIŃSKI' },
  },
  {
    nip: '5270000107',
    regon: '369001077',
    name: 'SUNBOX24',
    street: 'UL. PUŁAWSKA',
    building: '405',
    postalCode: '02-801',
    city: 'WARSZAWA',
    vat: 'Czynny',
    owner: { firstName: 'MAREK', lastName: 'SŁONECZNY' },
  },
  {
    nip: '5270000113',
    regon: '369001137',
    name: `SKŁADUJ ${LLC}`,
    street: 'UL. PÓŁŁANKI',
    building: '64',
    postalCode: '30-740',
    city: 'KRAKÓW',
    vat: 'Czynny',
    krs: '0000990113',
    legalForm: LLC,
  },
  {
    nip: '5270000136',
    regon: '369001367',
    name: 'KONTENER PLUS SPÓŁKA CYWILNA',
    street: 'UL. ELBLĄSKA',
    building: '64',
    apartment: '3',
    postalCode: '80-718',
    city: 'GDAŃSK',
    vat: 'Czynny',
    owner: { firstName: 'PIOTR', lastName: 'KONTENEROWICZ' },
  },
  {
    nip: '5270000142',
    regon: '369001427',
    name: `MAGAZYNEK ${LLC}`,
    street: 'UL. SKŁADOWA',
    building: '12',
    postalCode: '61-897',
    city: 'POZNAŃ',
    vat: 'Czynny',
    krs: '0000990142',
    legalForm: LLC,
  },
  {
    nip: '5270000159',
    regon: '369001597',
    name: 'BOXCITY SPÓŁKA AKCYJNA',
    street: 'UL. LEGNICKA',
    building: '48',
    apartment: '2',
    postalCode: '54-202',
    city: 'WROCŁAW',
    vat: 'Czynny',
    krs: '0000990159',
    legalForm: 'SPÓŁKA AKCYJNA',
  },
  {
    nip: '5270000165',
    regon: '369001657',
    name: 'SCHOWEK PLUS SPÓŁKA JAWNA',
    street: 'UL. PIOTRKOWSKA',
    building: '270',
    postalCode: '90-361',
    city: 'ŁÓDŹ',
    vat: 'Czynny',
    krs: '0000990165',
    legalForm: 'SPÓŁKA JAWNA',
  },
  {
    nip: '5270000171',
    regon: '369001717',
    name: `PRZECHOWALNIA NOVA ${LLC}`,
    street: 'UL. GRUNWALDZKA',
    building: '82',
    postalCode: '80-244',
    city: 'GDAŃSK',
    vat: 'Czynny',
    krs: '0000990171',
    legalForm: LLC,
  },
]

export const fakeCompanyByNip = (nip: string) => FAKE_COMPANIES.find((company) => company.nip === nip)
export const fakeCompanyByKrs = (krs: string) => FAKE_COMPANIES.find((company) => company.krs === krs)
