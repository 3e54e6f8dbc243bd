import type { Block, MailContext } from './template'

/** Text that goes into HTML: every template value passes through here (names and messages are user input). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

const present = (value: string | number | null | undefined) => value !== null && value !== undefined && value !== ''

const FOOTER = {
  pl: (name: string) => `Wiadomość wysłana automatycznie przez ${name}.`,
  en: (name: string) => `This message was sent automatically by ${name}.`,
}
const UNSUBSCRIBE = { pl: 'Wypisz się z newslettera', en: 'Unsubscribe from the newsletter' }

/** Paragraph text keeps the author's line breaks. */
const lines = (text: string) => escapeHtml(text).replace(/\n/g, '<br>')

const cell = 'style="padding:0 0 16px 0;font:16px/1.5 Arial,Helvetica,sans-serif"'

function blockHtml(block: Block): string {
  switch (block.type) {
    case 'heading':
      return `<tr><td ${cell}><h1 style="margin:0;font:bold 22px/1.3 Arial,Helvetica,sans-serif">${escapeHtml(block.text)}</h1></td></tr>`
    case 'paragraph':
      return `<tr><td ${cell}><p style="margin:0">${lines(block.text)}</p></td></tr>`
    case 'facts': {
      const rows = block.rows
        .filter(([, value]) => present(value))
        .map(
          ([label, value]) =>
            `<tr><th scope="row" align="left" valign="top" style="padding:4px 12px 4px 0;font:bold 15px/1.4 Arial,Helvetica,sans-serif;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:4px 0;font:15px/1.4 Arial,Helvetica,sans-serif;word-break:break-word">${lines(String(value))}</td></tr>`,
        )
        .join('')
      return `<tr><td ${cell}><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${rows}</table></td></tr>`
    }
    case 'button':
      return `<tr><td ${cell}><a class="button" href="${escapeHtml(block.href)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:#0b5cad;color:#ffffff;font:bold 16px/1.2 Arial,Helvetica,sans-serif;text-decoration:none">${escapeHtml(block.label)}</a></td></tr>`
    case 'link':
      return `<tr><td ${cell}>${escapeHtml(block.label)}: <a href="${escapeHtml(block.href)}" style="color:#0b5cad;word-break:break-all">${escapeHtml(block.href)}</a></td></tr>`
    case 'note':
      return `<tr><td style="padding:0 0 12px 0;font:13px/1.5 Arial,Helvetica,sans-serif;color:#555555" class="muted">${lines(block.text)}</td></tr>`
  }
}

function blockText(block: Block): string {
  switch (block.type) {
    case 'heading':
      return block.text
    case 'paragraph':
    case 'note':
      return block.text
    case 'facts':
      return block.rows
        .filter(([, value]) => present(value))
        .map(([label, value]) => `${label}: ${String(value).replace(/\n/g, '\n  ')}`)
        .join('\n')
    case 'button':
    case 'link':
      return `${block.label}:\n${block.href}`
  }
}

/**
 * A whole HTML document for mail clients: `lang`, light and dark colour schemes, tables marked presentational, no
 * images, 600 px at most and fluid below (phones), inline styles (many clients drop <style>; the dark rules there
 * are an enhancement for those that keep it).
 */
export function renderHtml(
  ctx: MailContext,
  parts: { subject: string; preheader?: string; blocks: Block[]; unsubscribeUrl?: string; unsubscribeLabel?: string },
): string {
  const footer = [
    `<tr><td class="muted" style="padding:16px 0 0 0;border-top:1px solid #dddddd;font:13px/1.5 Arial,Helvetica,sans-serif;color:#555555">${escapeHtml(FOOTER[ctx.lang](ctx.brand.name))} <a href="${escapeHtml(ctx.origin)}" style="color:#0b5cad">${escapeHtml(new URL(ctx.origin).host)}</a></td></tr>`,
    parts.unsubscribeUrl
      ? `<tr><td class="muted" style="padding:8px 0 0 0;font:13px/1.5 Arial,Helvetica,sans-serif;color:#555555"><a href="${escapeHtml(parts.unsubscribeUrl)}" style="color:#0b5cad">${escapeHtml(parts.unsubscribeLabel ?? UNSUBSCRIBE[ctx.lang])}</a></td></tr>`
      : '',
  ].join('')
  return `<!doctype html>
<html lang="${ctx.lang}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(parts.subject)}</title>
<style>
@media (prefers-color-scheme: dark) {
  body, .page, .card { background: #121212 !important; color: #eeeeee !important; }
  a { color: #8cc4ff !important; }
  a.button { background: #8cc4ff !important; color: #0b0b0b !important; }
  .muted { color: #bbbbbb !important; }
}
</style>
</head>
<body style="margin:0;padding:0;background:#f4f4f5;color:#1a1a1a">
${parts.preheader ? `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(parts.preheader)}</div>` : ''}
<table role="presentation" class="page" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f4f5">
<tr><td align="center" style="padding:16px 8px">
<table role="presentation" class="card" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;color:#1a1a1a">
<tr><td style="padding:24px 20px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td style="padding:0 0 20px 0;font:bold 18px/1.2 Arial,Helvetica,sans-serif">${escapeHtml(ctx.brand.name)}</td></tr>
${parts.blocks.map(blockHtml).join('\n')}
${footer}
</table>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`
}

/** The plain-text part: the same blocks, every link written out. */
export function renderText(
  ctx: MailContext,
  parts: { blocks: Block[]; unsubscribeUrl?: string; unsubscribeLabel?: string },
): string {
  const body = parts.blocks.map(blockText).filter(Boolean).join('\n\n')
  const footer = [
    `— ${FOOTER[ctx.lang](ctx.brand.name)} ${ctx.origin}`,
    parts.unsubscribeUrl ? `${parts.unsubscribeLabel ?? UNSUBSCRIBE[ctx.lang]}: ${parts.unsubscribeUrl}` : '',
  ]
    .filter(Boolean)
    .join('\n')
  return `${body}\n\n${footer}\n`
}
