import type { Context } from 'hono'

/**
 * Where a spreadsheet may start a new cell inside this one: the cell's start, and after every character a program
 * may split on — `,` (RFC 4180), `;` (Polish Excel's list separator), tab, and line breaks — with any spaces
 * between. A formula lead there is neutralised with an apostrophe (issue 30: an inquiry named `X;=1+1;` gave the
 * cell `=1+1` under `;` splitting).
 */
const LEAD_AFTER_SPLIT = /(^|[,;\t\r\n])([ ]*)(?=[=+\-@])/g
/** A phone number as people write it: shown with a leading space, not an apostrophe, so it reads as typed. */
const PHONE = /^\+[\d\s()./-]{6,}$/

/**
 * RFC 4180 cell, safe under `,` and `;` splitting alike (ADR 0043). A renter's "name" must not run as a formula on
 * the operator's machine (CSV injection), and a phone number must stay readable.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (PHONE.test(text)) text = ` ${text}`
  else {
    // OWASP's formula leads are =, +, -, @, tab and CR; the last two only count first in the cell.
    if (/^[\t\r]/.test(text)) text = `'${text}`
    text = text.replace(LEAD_AFTER_SPLIT, "$1$2'")
  }
  return /[",\r\n;\t]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text
}

export const csvLine = (cells: readonly unknown[]) => cells.map(csvCell).join(',')

/**
 * The panel's one CSV download (inquiries, reservations): a header line and the rows, as an attachment named for the
 * day, `zapytania-2026-11-28.csv`. The BOM makes spreadsheet programs read it as UTF-8 (Polish letters); lines end
 * in CRLF, as RFC 4180 has them.
 */
export function csvDownload(
  c: Context,
  name: string,
  header: readonly string[],
  rows: readonly (readonly unknown[])[],
) {
  const text = `\ufeff${[header, ...rows].map(csvLine).join('\r\n')}\r\n`
  return c.body(text, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
  })
}
