import { describe, expect, it } from 'vitest'
import { devRegisters } from './dev-registers'

/** The fake register and the nightly trigger exist only locally (ADR 0083, 0096): elsewhere 404 before any work. */
describe('/__dev/registers and /__dev/registries/run outside local', () => {
  for (const ENVIRONMENT of ['staging', 'production', undefined] as const)
    for (const [method, path] of [
      ['GET', '/__dev/registers/vat/api/search/nip/5270000018?date=2026-11-28'],
      ['GET', '/__dev/registers/krs/api/krs/OdpisAktualny/0000990018?rejestr=P&format=json'],
      ['GET', '/__dev/registers/ceidg/api/ceidg/v2/firmy?nip=5270000030'],
      ['POST', '/__dev/registers/regon/wsBIR/UslugaBIRzewnPubl.svc'],
      ['POST', '/__dev/registries/run'],
    ] as const)
      it(`${method} ${path.split('?')[0]} is 404 in ${ENVIRONMENT ?? 'an unset environment'}`, async () => {
        const response = await devRegisters.request(path, { method }, { ENVIRONMENT } as unknown as Env)
        expect(response.status).toBe(404)
      })

  it('answers locally, in the white list’s shape', async () => {
    const response = await devRegisters.request('/__dev/registers/vat/api/search/nip/5270000018?date=2026-11-28', {}, {
      ENVIRONMENT: 'local',
    } as unknown as Env)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ result: { subject: { statusVat: 'Czynny' } } })
  })
})
