/** Polish texts of the marketplace area (owned by that area; English mirror in ../en/marketplace.ts). */
export const marketplace = {
  areaName: 'marketplace',
} as const
