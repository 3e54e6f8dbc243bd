import type { FakeCompany } from './fixtures'

/**
 * Each register's answer in its real shape, as recorded from the registers' public APIs and documentation (field
 * names, nesting, status words, date formats), filled from a fixture row. Only the fields our adapters read are
 * guaranteed; the others are there so an adapter that starts reading them meets the real shape.
 */

const pad = (n: number) => String(n).padStart(2, '0')
/** "28-11-2026 10:15:32": the white list's requestDateTime. */
const dashedDateTime = (d: Date) =>
  `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
/** "28.11.2026": KRS's dates. */
const dottedDate = (d: Date) => `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`

/** The white list's request ids look like "d2n10-84df1a1": a short host tag and a hex counter. */
export const whiteListRequestId = (nip: string, date: string) =>
  `fake-${date.replaceAll('-', '')}-${Number(nip.slice(-4)).toString(16).padStart(4, '0')}`

const addressLine = (c: FakeCompany) =>
  `${c.street.replace(/^UL\. /, '')} ${c.building}${c.apartment ? `/${c.apartment}` : ''}, ${c.postalCode} ${c.city}`

/** `GET /api/search/nip/{nip}?date=`: `{ result: { subject, requestId, requestDateTime } }`. */
export function whiteListAnswer(company: FakeCompany | undefined, nip: string, date: string, now = new Date()) {
  const removed = company?.vat === 'removed'
  const soleTrader = company && !company.krs
  const subject = company && {
    name: company.vatName ?? company.name,
    nip: company.nip,
    statusVat: removed ? 'Niezarejestrowany' : company.vat,
    regon: company.regon,
    pesel: null,
    krs: company.krs ?? null,
    residenceAddress: soleTrader ? addressLine(company) : null,
    workingAddress: soleTrader ? null : addressLine(company),
    representatives: [],
    authorizedClerks: [],
    partners: [],
    registrationLegalDate: '2019-03-01',
    registrationDenialBasis: null,
    registrationDenialDate: null,
    restorationBasis: null,
    restorationDate: null,
    removalBasis: removed ? 'Art. 96 ust. 9 pkt 1' : null,
    removalDate: removed ? '2026-06-30' : null,
    accountNumbers: removed ? [] : [`6110901014000000${company.nip}`],
    hasVirtualAccounts: false,
  }
  return {
    result: {
      subject: subject ?? null,
      requestId: whiteListRequestId(nip, date),
      requestDateTime: dashedDateTime(now),
    },
  }
}

/** The white list's answer to a malformed NIP (400). */
export const whiteListError = (code: string, message: string) => ({ code, message })

/** `GET /api/krs/OdpisAktualny/{krs}?rejestr=P&format=json`: the current extract. */
export function krsExtract(company: FakeCompany, now = new Date()) {
  return {
    odpis: {
      rodzaj: 'Aktualny',
      naglowekA: {
        rejestr: 'RejP',
        numerKRS: company.krs,
        dataCzasOdpisu: `${dottedDate(now)} ${pad(now.getUTCHours())}:${pad(now.getUTCMinutes())}:${pad(now.getUTCSeconds())}`,
        stanZDnia: dottedDate(now),
        dataRejestracjiWKRS: '01.03.2019',
        numerOstatniegoWpisu: 7,
        dataOstatniegoWpisu: '15.05.2026',
        sygnaturaAktSprawyDotyczacejOstatniegoWpisu: 'WA.XII NS-REJ.KRS/012345/26/123',
        oznaczenieSaduDokonujacegoOstatniegoWpisu:
          'SĄD REJONOWY DLA M. ST. WARSZAWY W WARSZAWIE, XII WYDZIAŁ GOSPODARCZY KRAJOWEGO REJESTRU SĄDOWEGO',
        stanPozycji: 1,
      },
      dane: {
        dzial1: {
          danePodmiotu: {
            formaPrawna: company.legalForm,
            identyfikatory: { regon: `${company.regon}00000`, nip: company.nip },
            nazwa: company.name,
            daneOWczesniejszejRejestracji: {},
            czyProwadziDzialalnoscZInnymiPodmiotami: false,
            czyPosiadaStatusOPP: false,
          },
          siedzibaIAdres: {
            siedziba: {
              kraj: 'POLSKA',
              wojewodztwo: 'MAZOWIECKIE',
              powiat: company.city,
              gmina: company.city,
              miejscowosc: company.city,
            },
            adres: {
              ulica: company.street,
              nrDomu: company.building,
              ...(company.apartment ? { nrLokalu: company.apartment } : {}),
              miejscowosc: company.city,
              kodPocztowy: company.postalCode,
              poczta: company.city,
              kraj: 'POLSKA',
            },
          },
        },
        dzial2: {},
        dzial3: {},
        dzial4: {},
        dzial5: {},
        dzial6: {},
      },
    },
  }
}

/** `GET /api/ceidg/v2/firmy?nip=`: `{ firmy: [...], properties, links }`. */
export function ceidgFirms(company: FakeCompany, origin: string) {
  const id = `fake-${company.nip}-0000-4000-8000-${company.regon.padStart(12, '0')}`
  const address = {
    ulica: company.street,
    budynek: company.building,
    lokal: company.apartment ?? '',
    miasto: company.city,
    wojewodztwo: 'MAZOWIECKIE',
    powiat: company.city,
    gmina: company.city,
    kraj: 'PL',
    kod: company.postalCode,
  }
  return {
    firmy: [
      {
        id,
        nazwa: company.name,
        adresDzialalnosci: address,
        adresKorespondencyjny: address,
        wlasciciel: {
          imie: company.owner?.firstName ?? '',
          nazwisko: company.owner?.lastName ?? '',
          nip: company.nip,
          regon: company.regon,
        },
        obywatelstwa: [{ symbol: 'PL', kraj: 'Polska' }],
        pkd: ['5210B', '6820Z'],
        pkdGlowny: '5210B',
        dataRozpoczecia: '2019-03-01',
        status: company.ceidgStatus ?? 'AKTYWNY',
        link: `${origin}/api/ceidg/v2/firma/${id}`,
      },
    ],
    properties: { 'dc:title': 'Lista firm', 'dc:description': 'Lista firm spełniających kryteria wyszukiwania' },
    links: {
      first: `${origin}/api/ceidg/v2/firmy?nip=${company.nip}&page=0`,
      self: `${origin}/api/ceidg/v2/firmy?nip=${company.nip}`,
    },
  }
}

const xmlEscape = (text: string) => text.replace(/[<>&]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[ch]!)

/** BIR1's `DaneSzukajPodmioty` result document (before it is escaped into the SOAP answer). */
export function birSearchResult(company: FakeCompany | undefined, nip: string): string {
  if (!company)
    return (
      '<root>\r\n  <dane>\r\n    <ErrorCode>4</ErrorCode>\r\n    <ErrorMessagePl>Nie znaleziono podmiotu dla podanych kryteriów wyszukiwania.</ErrorMessagePl>\r\n' +
      `    <ErrorMessageEn>No data found for the specified search criteria.</ErrorMessageEn>\r\n    <Nip>${xmlEscape(nip)}</Nip>\r\n  </dane>\r\n</root>`
    )
  const field = (name: string, value: string) =>
    value ? `    <${name}>${xmlEscape(value)}</${name}>` : `    <${name} />`
  return [
    '<root>',
    '  <dane>',
    field('Regon', company.regon),
    field('Nip', company.nip),
    field('StatusNip', ''),
    field('Nazwa', company.name),
    field('Wojewodztwo', 'MAZOWIECKIE'),
    field('Powiat', company.city.toLowerCase()),
    field('Gmina', company.city),
    field('Miejscowosc', company.city[0] + company.city.slice(1).toLowerCase()),
    field('KodPocztowy', company.postalCode),
    field('Ulica', company.street.replace(/^UL\. /, 'ul. ')),
    field('NrNieruchomosci', company.building),
    field('NrLokalu', company.apartment ?? ''),
    field('Typ', company.krs ? 'P' : 'F'),
    field('SilosID', company.krs ? '6' : '1'),
    field('DataZakonczeniaDzialalnosci', ''),
    field('MiejscowoscPoczty', company.city[0] + company.city.slice(1).toLowerCase()),
    '  </dane>',
    '</root>',
  ].join('\r\n')
}

/** A BIR1 answer as the service sends it: the SOAP envelope in an MTOM part, the result escaped inside. */
export function birAnswer(action: string, result: string): { body: string; contentType: string } {
  const boundary = `uuid:${crypto.randomUUID()}+id=1`
  const envelope =
    '<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope" xmlns:a="http://www.w3.org/2005/08/addressing">' +
    `<s:Header><a:Action s:mustUnderstand="1">http://CIS/BIR/PUBL/2014/07/IUslugaBIRzewnPubl/${action}Response</a:Action></s:Header>` +
    `<s:Body><${action}Response xmlns="http://CIS/BIR/PUBL/2014/07"><${action}Result>${xmlEscape(result)}</${action}Result></${action}Response></s:Body></s:Envelope>`
  const body = [
    `--${boundary}`,
    'Content-ID: <http://tempuri.org/0>',
    'Content-Transfer-Encoding: 8bit',
    'Content-Type: application/xop+xml;charset=utf-8;type="application/soap+xml"',
    '',
    envelope,
    `--${boundary}--`,
    '',
  ].join('\r\n')
  return {
    body,
    contentType: `multipart/related; type="application/xop+xml"; start="<http://tempuri.org/0>"; boundary="${boundary}"; start-info="application/soap+xml"`,
  }
}
