import { defineTemplate } from './template'

/**
 * A mail whose words were written when it was queued: rows from before templates existed (migration 0012), sent
 * again from the console as they were stored.
 */
export const storedText = defineTemplate<{ subject: string; body: string }>({
  subject: ({ subject }) => subject,
  blocks: ({ body }) => body.split(/\n{2,}/).map((text) => ({ type: 'paragraph' as const, text })),
})
