/** Polish texts of the admin area (owned by that area; English mirror in ../en/admin.ts). */
export const admin = {
  areaName: 'admin',
  pagerResults: { one: 'Strona {{page}} z {{pages}} · {{count}} wynik', few: 'Strona {{page}} z {{pages}} · {{count}} wyniki', many: 'Strona {{page}} z {{pages}} · {{count}} wyników', other: 'Strona {{page}} z {{pages}} · {{count}} wyniku' },
} as const
