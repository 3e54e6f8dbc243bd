import { describe, expect, it } from 'vitest'
import { devMail } from './dev-mail'

/**
 * The local mailbox exists only locally: staging and production configuration, and one without ENVIRONMENT (ADR 0083),
 * answer 404 before any lookup.
 */
describe('/__dev/mail outside local', () => {
  for (const ENVIRONMENT of ['staging', 'production', undefined] as const)
    for (const [method, path] of [
      ['GET', '/__dev/mail'],
      ['GET', '/__dev/mail?to=a@example.com'],
      ['GET', '/__dev/mail/1'],
      ['GET', '/__dev/mail/1/attachments/0'],
      ['PUT', '/__dev/mail/faults'],
      ['POST', '/__dev/mail/enqueue'],
    ] as const)
      it(`${method} ${path} is 404 in ${ENVIRONMENT ?? 'an unset environment'}`, async () => {
        // FAULTS set too: the switch must not open the mailbox where it is refused anyway.
        const env = { ENVIRONMENT, FAULTS: 'mail' } as unknown as Env
        const response = await devMail.request(path, { method }, env)
        expect(response.status).toBe(404)
      })
})
