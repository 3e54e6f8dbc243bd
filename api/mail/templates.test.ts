import { describe, expect, it } from 'vitest'
import { brandFrom } from '@kernel/brand'
import { LANGS } from '@kernel/lang'
import { MAIL_KINDS } from '../contract/inbox-values'
import { escapeHtml } from './layout'
import { renderMail } from './render'
import { SAMPLES } from '@tests/support/mail-samples'

const brand = brandFrom({ VITE_BRAND_NAME: 'Schowek', VITE_SITE_ORIGIN: 'https://schowek.pl' })
const ctx = (lang: (typeof LANGS)[number]) => ({
  lang,
  origin: 'https://mail-origin.example',
  brand,
  secret: null,
  to: 'renter@example.com',
})
const links = (text: string) => [...text.matchAll(/https?:\/\/[^\s"<>]+/g)].map((m) => m[0].replace(/&#38;/g, '&'))

describe('every mail kind in both languages', () => {
  for (const kind of MAIL_KINDS)
    for (const lang of LANGS)
      it(`${kind} (${lang}) is a whole document whose text part carries the same links`, () => {
        const mail = renderMail(kind, SAMPLES[kind], ctx(lang))
        expect(mail.subject).not.toMatch(/[\r\n]/)
        expect(mail.html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${lang}"`))
        expect(mail.html).toContain('<meta name="color-scheme" content="light dark">')
        expect(mail.html).not.toMatch(/<img\b/i)
        // Every table is layout, so screen readers do not announce grids.
        const tables = mail.html.match(/<table\b[^>]*>/g) ?? []
        expect(tables.length).toBeGreaterThan(0)
        for (const table of tables) expect(table).toContain('role="presentation"')
        expect(mail.html).toContain('Schowek')
        const htmlLinks = new Set(links(mail.html.replace(/href="[^"]*"/g, (m) => ` ${m.slice(6, -1)} `)))
        for (const link of htmlLinks) expect(mail.text).toContain(link)
        for (const link of [...htmlLinks, ...links(mail.text)])
          expect(new URL(link).origin).toBe('https://mail-origin.example')
      })
})

describe('escaping', () => {
  it('user text cannot add markup or attributes', () => {
    expect(escapeHtml(`<img src=x onerror="a">'&`)).toBe('&#60;img src=x onerror=&#34;a&#34;&#62;&#39;&#38;')
    const mail = renderMail('inquiry_panel', { ...SAMPLES.inquiry_panel, name: '<script>x</script>' }, ctx('pl'))
    expect(mail.html).not.toContain('<script>')
    expect(mail.text).toContain('<script>x</script>')
  })
})

describe('newsletter mail', () => {
  it('the welcome carries a one-click URL on the configured origin; transactional mail carries none', () => {
    const welcome = renderMail('newsletter_welcome', SAMPLES.newsletter_welcome, ctx('en'))
    expect(welcome.unsubscribeUrl).toBe(
      'https://mail-origin.example/newsletter/one-click?lang=en&id=7&token=sample-unsubscribe-token',
    )
    expect(welcome.text).toContain(welcome.unsubscribeUrl)
    expect(renderMail('newsletter_confirm', SAMPLES.newsletter_confirm, ctx('pl')).unsubscribeUrl).toBeUndefined()
  })
})

describe('the reservation confirmation', () => {
  it('gives the hours the operator set, in the mail’s language', () => {
    const pl = renderMail('reservation_renter', SAMPLES.reservation_renter, ctx('pl'))
    expect(pl.text).toContain('Godziny otwarcia biura: pon.–pt. 08:00–18:00; sob. 09:00–14:00; niedz. zamknięte')
    expect(pl.text).not.toContain('potwierdzi operator')
    const access = {
      ...SAMPLES.reservation_renter,
      openingHours: null,
      accessHours: SAMPLES.reservation_renter.openingHours,
    }
    const en = renderMail('reservation_renter', access, ctx('en'))
    expect(en.text).toContain('Storage access: Mon–Fri 08:00–18:00; Sat 09:00–14:00; Sun closed')
    expect(en.text).not.toContain('Office hours')
  })

  it('says the operator will confirm the hours only when none are set', () => {
    const none = { ...SAMPLES.reservation_renter, openingHours: null, accessHours: null, allDayAccess: false }
    expect(renderMail('reservation_renter', none, ctx('pl')).text).toContain(
      'Godziny otwarcia: Godziny pracy biura potwierdzi operator, tel. +48 22 300 40 50.',
    )
    expect(renderMail('reservation_renter', none, ctx('en')).text).toContain(
      'Opening hours: The operator will confirm the office hours (phone +48 22 300 40 50).',
    )
  })
})
