import { describe, expect, it } from 'vitest'
import { type OutgoingMail, emailServiceMailer } from './mailer'

/**
 * The Email Service binding exists only in Cloudflare, so this checks what our transport hands it: the shape its
 * `send()` takes (workers-types' EmailMessageBuilder), attachments included.
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
  from: 'Skrytka <powiadomienia@skrytka.pl>',
  to: ['ewa@example.pl'],
  replyTo: 'op@example.pl',
  subject: 'Rezerwacja ABCD-2345',
  html: '<p>Hej</p>',
  text: 'Hej',
  headers: { 'Message-ID': '<1.x@skrytka.pl>', 'X-Custom': 'y' },
}

describe('the Email Service transport', () => {
  it('sends attachments as attachments, and keeps our Message-ID as X-Entity-Ref-ID', async () => {
    const { binding, sent } = recordingBinding()
    const ics = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'
    const result = await emailServiceMailer(binding).send({
      ...mail,
      attachments: [{ filename: 'rezerwacja-ABCD-2345.ics', type: 'text/calendar', content: ics }],
    })
    expect(result).toEqual({ messageId: 'cf-1' })
    expect(sent).toEqual([
      {
        from: mail.from,
        to: mail.to,
        replyTo: 'op@example.pl',
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: { 'X-Entity-Ref-ID': '<1.x@skrytka.pl>', 'X-Custom': 'y' },
        attachments: [
          { disposition: 'attachment', filename: 'rezerwacja-ABCD-2345.ics', type: 'text/calendar', content: ics },
        ],
      },
    ])
  })

  it('sends no attachments field for mail without files', async () => {
    const { binding, sent } = recordingBinding()
    await emailServiceMailer(binding).send({ ...mail, attachments: [] })
    expect(sent[0]).not.toHaveProperty('attachments')
  })
})
