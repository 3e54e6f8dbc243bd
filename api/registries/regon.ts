import { type Fetcher, exchange, unreadable } from './http'
import type { RegisterAnswer } from './port'

/**
 * GUS REGON through BIR1.1 (`UslugaBIRzewnPubl.svc`): SOAP 1.2 with WS-Addressing. `Zaloguj` trades the user key
 * for a session id (an empty result: a wrong key), which goes in the `sid` header of `DaneSzukajPodmioty`; `Wyloguj`
 * ends it. Answers come as MTOM (multipart/related, application/xop+xml), the result an XML document escaped inside
 * `<…Result>`: `<root><dane>…</dane></root>`, with `ErrorCode` 4 for "not found". `DataZakonczeniaDzialalnosci`
 * set means the entity has ended. GUS gives no request id: the session id of the exchange stands for it.
 */
const NS = 'http://CIS/BIR/PUBL/2014/07'
const ACTION = `${NS}/IUslugaBIRzewnPubl`

const envelope = (url: string, action: string, body: string) =>
  `<soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope" xmlns:ns="${NS}" xmlns:dat="${NS}/DataContract">` +
  `<soap:Header xmlns:wsa="http://www.w3.org/2005/08/addressing"><wsa:To>${url}</wsa:To>` +
  `<wsa:Action>${ACTION}/${action}</wsa:Action></soap:Header><soap:Body>${body}</soap:Body></soap:Envelope>`

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`)

export function decodeEntities(text: string): string {
  return text.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(lt|gt|amp|quot|apos));/gi, (_, hex, dec, name: string) => {
    if (hex) return String.fromCodePoint(Number.parseInt(hex, 16))
    if (dec) return String.fromCodePoint(Number(dec))
    return { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }[name.toLowerCase() as 'lt']
  })
}

/** The text of `<{action}Result>` in a SOAP answer (inside its MTOM part or bare), or null. */
export function soapResult(body: string, action: string): string | null {
  const match = new RegExp(`<${action}Result(?:\\s[^>]*)?>([\\s\\S]*?)</${action}Result>|<${action}Result\\s*/>`).exec(
    body,
  )
  return match ? decodeEntities(match[1] ?? '') : null
}

/** The first `<dane>` of a BIR1 result as field → text (empty elements as ''). */
export function daneOf(xml: string): Record<string, string> | null {
  const dane = /<dane>([\s\S]*?)<\/dane>/.exec(xml)
  if (!dane) return null
  const fields: Record<string, string> = {}
  for (const match of dane[1]!.matchAll(/<(\w+)>([\s\S]*?)<\/\1>|<(\w+)\s*\/>/g)) {
    if (match[1]) fields[match[1]] = decodeEntities(match[2]!.trim())
    else fields[match[3]!] = ''
  }
  return fields
}

export function regonAdapter(fetcher: Fetcher, url: string, key: string) {
  const call = (action: string, body: string, sid?: string) =>
    exchange(fetcher, url, {
      method: 'POST',
      headers: {
        'content-type': `application/soap+xml; charset=utf-8; action="${ACTION}/${action}"`,
        ...(sid ? { sid } : {}),
      },
      body: envelope(url, action, body),
    })

  return async (nip: string): Promise<RegisterAnswer> => {
    const login = await call(
      'Zaloguj',
      `<ns:Zaloguj><ns:pKluczUzytkownika>${escapeXml(key)}</ns:pKluczUzytkownika></ns:Zaloguj>`,
    )
    if ('unavailable' in login) return login.unavailable
    const sid = soapResult(login.reply.text, 'Zaloguj')?.trim()
    // An empty session id: GUS refused the key. That is our configuration, not the company's standing.
    if (login.reply.status !== 200 || !sid) return unreadable(login.reply.status)
    // BIR1 gives no id per answer, and the session id works as our key until GUS ends it: the evidence (shown to the
    // operator) names the session by a digest, enough to match our logs, useless to anyone who reads it.
    const requestId = await sessionDigest(sid)
    try {
      const search = await call(
        'DaneSzukajPodmioty',
        `<ns:DaneSzukajPodmioty><ns:pParametryWyszukiwania><dat:Nip>${escapeXml(nip)}</dat:Nip></ns:pParametryWyszukiwania></ns:DaneSzukajPodmioty>`,
        sid,
      )
      if ('unavailable' in search) return search.unavailable
      const result = soapResult(search.reply.text, 'DaneSzukajPodmioty')
      const dane = result === null ? null : daneOf(result)
      if (search.reply.status !== 200 || !dane) return unreadable(search.reply.status)
      if (dane.ErrorCode === '4') return { found: false, requestId }
      if (dane.ErrorCode) return unreadable(search.reply.status)
      const ended = Boolean(dane.DataZakonczeniaDzialalnosci)
      return {
        found: true,
        requestId,
        status: ended ? 'ended' : 'active',
        statusText: ended ? `zakończona ${dane.DataZakonczeniaDzialalnosci}` : `Typ ${dane.Typ ?? ''}`.trim(),
        name: dane.Nazwa ?? '',
        address: {
          street: dane.Ulica || null,
          building: dane.NrNieruchomosci || null,
          apartment: dane.NrLokalu || null,
          postalCode: dane.KodPocztowy || null,
          city: dane.Miejscowosc || null,
        },
        krs: null,
        regon: dane.Regon || null,
      }
    } finally {
      // The session is ended whatever the search said, but not waited for: two slow exchanges and a slow logout
      // would pass the edge's 10 s. A logout that never arrives changes nothing for the company (GUS ends idle
      // sessions itself).
      void call(
        'Wyloguj',
        `<ns:Wyloguj><ns:pIdentyfikatorSesji>${escapeXml(sid)}</ns:pIdentyfikatorSesji></ns:Wyloguj>`,
      )
    }
  }
}

async function sessionDigest(sid: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(sid)))
  return `bir1-${Array.from(digest.slice(0, 8), (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}
