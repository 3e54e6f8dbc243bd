import { execFileSync } from 'node:child_process'

/**
 * Every cell Python's `csv` module reads from a CSV text, split by `,` and by `;`, each with and without
 * `skipinitialspace` (a spreadsheet's "trim spaces" option), and each cell also with its surrounding whitespace
 * trimmed: what a spreadsheet program may see, by a real parser rather than a regular expression (issue 41).
 */
const SCRIPT = `
import csv, io, json, sys
text = sys.stdin.read()
cells = []
for delimiter in (',', ';'):
    for skip in (False, True):
        for row in csv.reader(io.StringIO(text, newline=''), delimiter=delimiter, skipinitialspace=skip):
            for cell in row:
                cells.append({'delimiter': delimiter, 'cell': cell})
                cells.append({'delimiter': delimiter, 'cell': cell.strip()})
print(json.dumps(cells))
`

type ParsedCell = { delimiter: ',' | ';'; cell: string }

export function pythonCsvCells(text: string): ParsedCell[] {
  return JSON.parse(execFileSync('python3', ['-c', SCRIPT], { input: text, encoding: 'utf8' })) as ParsedCell[]
}

/**
 * A cell a spreadsheet may run: =, +, -, @ first, or after leading tabs, CRs or spaces, which OWASP lists as leads
 * because programs strip them. A cell of line breaks alone (a row's CRLF inside a field that the "wrong" delimiter
 * opened) runs nothing.
 */
export const startsAFormula = (cell: string) => /^[\t\r\n ]*[=+\-@]/.test(cell)
