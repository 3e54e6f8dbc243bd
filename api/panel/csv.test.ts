import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { pythonCsvCells, startsAFormula } from '@tests/support/csv-cells'
import { csvCell, csvDownload, csvLine } from './csv'

/** Every cell a program could see, splitting a line on `,` or `;` (or tab), keeping or trimming spaces. */
const cellsOf = (line: string) =>
  line.split(/[,;\t\r\n]/).flatMap((cell) => [cell, cell.trim(), cell.replace(/^"/, '').trim()])

/** A phone number keeps its `+` after a leading space (read as text); with the space trimmed it is digits alone. */
const PHONE_AS_TYPED = /^\+[\d\s()./-]{6,}$/

describe('CSV cells (issue 30)', () => {
  it.each([
    'X;=1+1;',
    "x;=cmd|' /C calc'!A0;y",
    '=HYPERLINK("http://evil.example")',
    '+1+1',
    '-2+3',
    '@SUM(A1)',
    'a,=1;b, +2\n-3\r\n@4',
    '\t=1',
    'a;  =1',
  ])('%j has no formula lead wherever a spreadsheet may split it', (text) => {
    const line = csvLine([1, text, 'ok'])
    for (const cell of cellsOf(line))
      expect(cell, `${JSON.stringify(line)} → ${JSON.stringify(cell)}`).not.toMatch(/^[=+\-@]/)
  })

  it("gives Python's csv module no cell that starts a formula, split by `,` or `;` (issue 41: through a quote)", () => {
    const hostile = [
      'csv2;"=1+1;',
      '@SUM(1+1)',
      '+7+7',
      '-6+6',
      'a;"@SUM(1+1)";b',
      'x," +7+7',
      'y;""-6+6',
      'z; "=1"',
      'w;\t=1',
      'v;\r\n=2',
      'Kowalski =3',
      '"=4"',
    ]
    const text = [
      ...hostile.map((name, i) => csvLine([i, name, `${name} ${i}`, 'ok'])),
      csvLine([1, '+48 600 700 802']),
    ]
      .join('\r\n')
      .concat('\r\n')
    const cells = pythonCsvCells(text)
    expect(cells.some((c) => c.delimiter === ';' && c.cell.includes('csv2'))).toBe(true)
    const formulas = cells.filter((c) => startsAFormula(c.cell) && !PHONE_AS_TYPED.test(c.cell.trim()))
    expect(formulas).toEqual([])
  })

  it('keeps ordinary text as it is, quoting only what RFC 4180 needs', () => {
    expect(csvCell('Jan Kowalski')).toBe('Jan Kowalski')
    expect(csvCell('Kraków; ul. Długa 5')).toBe('"Kraków; ul. Długa 5"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell(null)).toBe('')
    expect(csvCell(12.5)).toBe('12.5')
  })

  it('keeps phone numbers readable: no apostrophe, a leading space inside quotes', () => {
    expect(csvCell('+48 22 100 20 30')).toBe('" +48 22 100 20 30"')
    expect(csvCell('+48 600-100-200')).toBe('" +48 600-100-200"')
    expect(csvCell('600 100 200')).toBe('600 100 200')
    // Not a phone number: neutralised like any other text.
    expect(csvCell('+48;=1+1')).toBe(`"'+48;'=1+1"`)
  })
})

describe('CSV download', () => {
  it('is one dated UTF-8 attachment: BOM, a header line, safe cells, CRLF line ends', async () => {
    const app = new Hono().get('/', (c) =>
      csvDownload(
        c,
        'zapytania',
        ['id', 'name'],
        [
          [1, 'Jan Kowalski'],
          [2, '=1+1'],
        ],
      ),
    )
    const response = await app.request('/')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="zapytania-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    // Decoded with the BOM kept: response.text() would drop it.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer())
    expect(text).toBe("\ufeffid,name\r\n1,Jan Kowalski\r\n2,'=1+1\r\n")
  })
})
