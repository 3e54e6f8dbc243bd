import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pythonCsvCells, startsAFormula } from '../support/csv-cells'
import { apiFetch } from './api-helpers'
import { d1 } from './d1.ts'
import { type FreshCompany, freshCompany } from './fresh-company'

/**
 * Issue 41, finding 5: the name `csv2;"=1+1;` was written `"csv2;""=1+1;"`, and Python's csv module splitting on
 * `;` read the cell `=1+1` from it. Both panel exports are read here by that parser, with `,` and with `;`.
 */
const HOSTILE = ['csv2;"=1+1;', '@SUM(1+1)', '+7+7', '-6+6', 'x;" @SUM(1+1)', 'y,""-6+6']
const PHONE_AS_TYPED = /^\+[\d\s()./-]{6,}$/
let company: FreshCompany & { drop: () => void }

beforeAll(async () => {
  company = await freshCompany('csv')
  const [unit] = d1<{ id: number }>(
    "INSERT INTO units (facility_id, code, size_label, size_m2, type, price_monthly) VALUES (?, 'C1', '3 m²', 3, 'standard', 200) RETURNING id",
    company.facilityId,
  )
  for (const [i, text] of HOSTILE.entries()) {
    d1(
      "INSERT INTO inquiries (facility_id, name, email, phone, message) VALUES (?, ?, ?, '+48 600 700 800', ?)",
      company.facilityId,
      text,
      `csv-${i}@example.pl`,
      `${text} ${text}`,
    )
    d1(
      `INSERT INTO reservations (code, facility_id, unit_id, unit_code, unit_label, price_monthly, move_in_date,
         hold_until, name, email, phone, message, status)
       VALUES (?, ?, ?, 'C1', '3 m²', 200, '2026-12-01', '2026-12-03', ?, ?, '+48 600 700 800', ?, 'cancelled')`,
      `CSV${company.clientId}-${i}`,
      company.facilityId,
      unit!.id,
      text,
      `csv-${i}@example.pl`,
      `${text} ${text}`,
    )
  }
}, 60_000)

afterAll(() => company?.drop())

describe('CSV exports read by Python’s csv module', () => {
  it.each(['inquiries', 'reservations'])(
    'the %s export has no cell that starts a formula under `,` or `;`',
    async (what) => {
      const response = await apiFetch(`/api/panel/${what}/export.csv`, { cookie: company.cookie })
      expect(response.status).toBe(200)
      const text = await response.text()
      const cells = pythonCsvCells(text)
      // The hostile names are there, each once per line under both delimiters.
      expect(cells.filter((c) => c.delimiter === ',' && c.cell === `'+7+7`).length).toBeGreaterThan(0)
      expect(cells.some((c) => c.delimiter === ';' && c.cell.includes('csv2'))).toBe(true)
      const formulas = cells.filter((c) => startsAFormula(c.cell) && !PHONE_AS_TYPED.test(c.cell.trim()))
      expect(formulas).toEqual([])
    },
  )
})
