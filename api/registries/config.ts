import { isLocal } from '@server/environment.server'
import { ceidgAdapter } from './ceidg'
import type { Fetcher } from './http'
import { krsAdapter } from './krs'
import type { Registries } from './port'
import { regonAdapter } from './regon'
import { whiteListAdapter } from './vat'

/** The registers' own addresses: where every deployment asks unless configuration says otherwise. */
export const PUBLIC_REGISTERS = {
  vat: 'https://wl-api.mf.gov.pl',
  krs: 'https://api-krs.ms.gov.pl',
  ceidg: 'https://dane.biznes.gov.pl',
  regon: 'https://wyszukiwarkaregon.stat.gov.pl/wsBIR/UslugaBIRzewnPubl.svc',
} as const

/** Where the local server serves the fake register (worker/routes/dev-registers.ts), one folder per register. */
export const FAKE_REGISTERS_PATH = '/__dev/registers'
/** The path of BIR1's service under its host, the same on the fake. */
export const BIR_SERVICE_PATH = '/wsBIR/UslugaBIRzewnPubl.svc'
/** GUS's published key for its test environment (BIR1 documentation); the fake accepts only it. */
export const GUS_TEST_KEY = 'abcde12345abcde12345'

export type RegistryEnv = {
  ENVIRONMENT?: string
  SITE_ORIGIN?: string
  REGISTRY_VAT_URL?: string
  REGISTRY_KRS_URL?: string
  REGISTRY_CEIDG_URL?: string
  REGISTRY_REGON_URL?: string
  CEIDG_API_TOKEN?: string
  REGON_API_KEY?: string
}

/**
 * The adapters' addresses and keys (docs/architecture.md, Configuration). A local run (`npm start`, `npm run dev`,
 * the tests) never reaches a real register: an unset address is the fake on the server's own origin, and the keys
 * default to the fake's (GUS's public test key, any CEIDG token). Elsewhere an unset address is the register's own,
 * and a missing key leaves that register unanswered (the company waits for review; never verified without it).
 */
export function registryConfig(env: RegistryEnv) {
  const local = isLocal(env)
  const fake = `${env.SITE_ORIGIN || 'http://127.0.0.1:8787'}${FAKE_REGISTERS_PATH}`
  const base = (name: keyof typeof PUBLIC_REGISTERS, set: string | undefined) =>
    (set || (local ? `${fake}/${name}${name === 'regon' ? BIR_SERVICE_PATH : ''}` : PUBLIC_REGISTERS[name])).replace(
      /\/+$/,
      '',
    )
  return {
    vat: base('vat', env.REGISTRY_VAT_URL),
    krs: base('krs', env.REGISTRY_KRS_URL),
    ceidg: base('ceidg', env.REGISTRY_CEIDG_URL),
    regon: base('regon', env.REGISTRY_REGON_URL),
    ceidgToken: env.CEIDG_API_TOKEN || (local ? 'local-fake-register' : undefined),
    regonKey: env.REGON_API_KEY || (local ? GUS_TEST_KEY : undefined),
  }
}

export function registriesFrom(env: RegistryEnv, fetcher: Fetcher = (input, init) => fetch(input, init)): Registries {
  const config = registryConfig(env)
  const regon = config.regonKey ? regonAdapter(fetcher, config.regon, config.regonKey) : null
  return {
    vat: whiteListAdapter(fetcher, config.vat),
    krs: krsAdapter(fetcher, config.krs),
    ceidg: ceidgAdapter(fetcher, config.ceidg, config.ceidgToken),
    regon: regon ?? (async () => ({ unavailable: true, reason: 'unconfigured', httpStatus: null })),
  }
}
