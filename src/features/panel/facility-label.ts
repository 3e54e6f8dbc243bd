import type { PanelFacility } from '@api/contract/panel'

/** How an operator tells facilities apart wherever one is picked: several companies name every site the same. */
export const facilityLabel = (f: Pick<PanelFacility, 'name' | 'city'>) => `${f.name}, ${f.city}`
