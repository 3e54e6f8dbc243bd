import * as v from 'valibot'
import { NewsletterSchema } from '@api/contract/forms'

/**
 * The server's own schema, imported by the footer's form on its first submit rather than with every page (ADR
 * 0017). It lives outside shell/ on purpose: the core chunk group (vite.config.ts) takes every shell module,
 * dynamically imported or not.
 */
export function parseNewsletter(input: { email: string; lang: string }) {
  return v.safeParse(NewsletterSchema, input)
}
