import { describe, expect, it } from 'vitest'
import { type OutgoingMail, emailServiceMailer, failureKind, senderLine } from './mailer'

/**
 * The Email Service binding exists only in Cloudflare, so this checks what our transport hands it against the
 * binding's documented shape (Email Service, Workers API: `send(EmailMessageBuilder)`): the sender as
 * `{ email, name }`, an attachment's string `content` as base64.
 */
function recordingBinding() {
  const sent: unknown[] = []
  const binding = {
    send: async (message: unknown) => {
      sent.push(message)
      return { messageId: 'cf-1' }
    },
  } as unknown as SendEmail
  return { binding, sent }
}

const mail: OutgoingMail = {
  from: { email: 'powiadomienia@skrytka.pl', name: 'Skrytka' },
  to: ['ewa@example.pl'],
  replyTo: 'op@example.pl',
  subject: 'Rezerwacja ABCD-2345',
  html: '<p>Hej</p>',
  text: 'Hej',
  headers: { 'Message-ID': '<1.x@skrytka.pl>', 'X-Custom': 'y' },
}

const fromBase64 = (b64: string) => new TextDecoder().decode(Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0)))

describe('the Email Service transport', () => {
  it('sends the sender as an address with a name, attachments base64, and our Message-ID as X-Entity-Ref-ID', async () => {
    const { binding, sent } = recordingBinding()
    const ics = 'BEGIN:VCALENDAR\r\nSUMMARY:Wprowadzenie: Łódź\\, B-1\r\nEND:VCALENDAR\r\n'
    const result = await emailServiceMailer(binding).send({
      ...mail,
      attachments: [{ filename: 'rezerwacja-ABCD-2345.ics', type: 'text/calendar', content: ics }],
    })
    expect(result).toEqual({ messageId: 'cf-1' })
    expect(sent).toEqual([
      {
        from: { email: 'powiadomienia@skrytka.pl', name: 'Skrytka' },
        to: mail.to,
        replyTo: 'op@example.pl',
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: { 'X-Entity-Ref-ID': '<1.x@skrytka.pl>', 'X-Custom': 'y' },
        attachments: [
          {
            disposition: 'attachment',
            filename: 'rezerwacja-ABCD-2345.ics',
            type: 'text/calendar',
            content: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/),
          },
        ],
      },
    ])
    // The file the renter opens is the text we made, Polish letters included (UTF-8 under the base64).
    const [attachment] = (sent[0] as { attachments: { content: string }[] }).attachments
    expect(fromBase64(attachment!.content)).toBe(ics)
  })

  it('sends no attachments field for mail without files', async () => {
    const { binding, sent } = recordingBinding()
    await emailServiceMailer(binding).send({ ...mail, attachments: [] })
    expect(sent[0]).not.toHaveProperty('attachments')
  })

  it('the local mailbox keeps the sender as one header line', () => {
    expect(senderLine(mail.from)).toBe('Skrytka <powiadomienia@skrytka.pl>')
  })
})

describe('a failed send', () => {
  const coded = (code: string) => Object.assign(new Error('refused'), { code })
  it.each([
    'E_RECIPIENT_SUPPRESSED',
    'E_RECIPIENT_NOT_ALLOWED',
    'E_VALIDATION_ERROR',
    'E_SENDER_NOT_VERIFIED',
    'E_HEADER_NOT_ALLOWED',
    'E_CONTENT_TOO_LARGE',
  ])('%s fails at once', (code) => {
    expect(failureKind(coded(code))).toBe('permanent')
  })

  it('the daily limit waits for the quota; rate limits, delivery and unknown errors are retried', () => {
    expect(failureKind(coded('E_DAILY_LIMIT_EXCEEDED'))).toBe('quota')
    for (const code of ['E_RATE_LIMIT_EXCEEDED', 'E_DELIVERY_FAILED', 'E_INTERNAL_SERVER_ERROR', 'E_SOMETHING_NEW'])
      expect(failureKind(coded(code)), code).toBe('transient')
    expect(failureKind(new Error('network'))).toBe('transient')
    expect(failureKind('boom')).toBe('transient')
  })
})
