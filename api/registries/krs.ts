import * as v from 'valibot'
import { type Fetcher, exchange, parseJson, unreadable } from './http'
import type { RegisterAnswer } from './port'

/**
 * KRS, the National Court Register's open API (Ministry of Justice): the current extract,
 * `GET {base}/api/krs/OdpisAktualny/{krs}?rejestr=P&format=json`, no key. Register P holds businesses. An entity
 * struck off (wykreślony) carries the date (`naglowekA.dataWykresleniaZRejestruPrzedsiebiorcow`, section 6); an unknown number answers 404. The extract has no
 * request id: the header's time of issue (`dataCzasOdpisu`) and the number of the last entry identify it.
 */
const Address = v.object({
  ulica: v.nullish(v.string()),
  nrDomu: v.nullish(v.string()),
  nrLokalu: v.nullish(v.string()),
  miejscowosc: v.nullish(v.string()),
  kodPocztowy: v.nullish(v.string()),
})
const Extract = v.object({
  odpis: v.object({
    naglowekA: v.looseObject({
      numerKRS: v.string(),
      dataCzasOdpisu: v.string(),
      numerOstatniegoWpisu: v.nullish(v.number()),
      dataWykresleniaZRejestruPrzedsiebiorcow: v.nullish(v.string()),
    }),
    dane: v.object({
      // Where the extract records a strike-off beside the header's date, in the section on dissolution.
      dzial6: v.nullish(
        v.looseObject({
          informacjeOWykresleniu: v.nullish(v.object({ dataWykresleniaZRejestru: v.nullish(v.string()) })),
        }),
      ),
      dzial1: v.object({
        danePodmiotu: v.object({
          nazwa: v.string(),
          identyfikatory: v.nullish(v.object({ regon: v.nullish(v.string()), nip: v.nullish(v.string()) })),
        }),
        siedzibaIAdres: v.nullish(v.object({ adres: v.nullish(Address) })),
      }),
    }),
  }),
})

export function krsAdapter(fetcher: Fetcher, base: string) {
  return async (krs: string): Promise<RegisterAnswer> => {
    const url = `${base}/api/krs/OdpisAktualny/${encodeURIComponent(krs)}?rejestr=P&format=json`
    const result = await exchange(fetcher, url, { headers: { accept: 'application/json' } })
    if ('unavailable' in result) return result.unavailable
    if (result.reply.status === 404) return { found: false, requestId: null }
    const parsed = v.safeParse(Extract, parseJson(result.reply.text))
    if (result.reply.status !== 200 || !parsed.success) return unreadable(result.reply.status)
    const { naglowekA: head, dane } = parsed.output.odpis
    const address = dane.dzial1.siedzibaIAdres?.adres
    const struckOffOn =
      head.dataWykresleniaZRejestruPrzedsiebiorcow ?? dane.dzial6?.informacjeOWykresleniu?.dataWykresleniaZRejestru
    const struckOff = Boolean(struckOffOn)
    return {
      found: true,
      requestId: `${head.numerKRS}/${head.numerOstatniegoWpisu ?? 0}@${head.dataCzasOdpisu}`,
      status: struckOff ? 'ended' : 'active',
      statusText: struckOff ? `wykreślony ${struckOffOn}` : 'wpisany',
      name: dane.dzial1.danePodmiotu.nazwa,
      address: address
        ? {
            street: address.ulica ?? null,
            building: address.nrDomu ?? null,
            apartment: address.nrLokalu ?? null,
            postalCode: address.kodPocztowy ?? null,
            city: address.miejscowosc ?? null,
          }
        : null,
      krs: head.numerKRS,
      regon: dane.dzial1.danePodmiotu.identyfikatory?.regon ?? null,
    }
  }
}
