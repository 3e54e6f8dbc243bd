import type { Page } from '@playwright/test'
import { expect } from './test'

/** A mail as /__dev/mail lists it (the fields these tests read). */
export type DevMail = {
  subject: string
  text: string
  replyTo: string | null
  attachments: { filename: string; url: string }[]
}

/** The first mail to `email` in the local mailbox (/__dev/mail) whose subject matches, once it has arrived. */
export async function mailTo(page: Page, email: string, subject: RegExp): Promise<DevMail> {
  let found: DevMail | undefined
  await expect
    .poll(
      async () => {
        const { messages } = (await (await page.request.get(`/__dev/mail?to=${encodeURIComponent(email)}`)).json()) as {
          messages: DevMail[]
        }
        found = messages.find((m) => subject.test(m.subject))
        return Boolean(found)
      },
      { timeout: 30_000 },
    )
    .toBe(true)
  return found!
}
