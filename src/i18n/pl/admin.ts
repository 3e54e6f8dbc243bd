/** Polish texts of the admin area (owned by that area; English mirror in ../en/admin.ts). */
export const admin = {
  areaName: 'admin',
} as const
