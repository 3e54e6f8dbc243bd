import { describe, expect, it } from 'vitest'
import { LANGS } from '@kernel/lang'
import { panelInquiryPath } from '@api/contract/panel-paths'
import { localizedPath } from './route-table'

describe('panel links in e-mails', () => {
  it("are the route table's inquiry paths", () => {
    for (const lang of LANGS) expect(panelInquiryPath(lang, 42)).toBe(localizedPath('panelInquiries', lang, '42'))
    expect(panelInquiryPath('pl', 7)).toBe('/pl/panel-operatora/zapytania/7')
  })
})
