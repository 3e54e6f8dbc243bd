/** Polish texts of the home area (owned by that area; English mirror in ../en/home.ts). */
export const home = {
  areaName: 'home',
} as const
