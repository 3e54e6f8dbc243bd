import type { Context } from 'hono'

/**
 * Where a spreadsheet may start a new cell inside this one: the cell's start, after every character a program may
 * split on — `,` (RFC 4180), `;` (Polish Excel's list separator), tab, line breaks, a space (LibreOffice's import
 * offers it) — and after a quote, which a parser splitting on the "wrong" separator leaves behind: `x;"=1` is
 * written `"x;""=1"`, and read with `;` the second cell is `""=1` → `=1` (issue 41; issue 30 allowed only spaces
 * there). A formula lead at any such place is neutralised with an apostrophe.
 */
const LEAD_AFTER_SPLIT = /(?<=^|[,;"\s])(?=[=+\-@])/g
/** Tab and CR lead a formula only first in a cell (OWASP): at the start, or after a separator or a quote. */
const CONTROL_AFTER_SPLIT = /(?<=^|[,;"])(?=[\t\r])/g
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
    // OWASP's formula leads: =, +, -, @, tab and CR.
    text = text.replace(CONTROL_AFTER_SPLIT, "'").replace(LEAD_AFTER_SPLIT, "'")
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
