import { common } from './common'
import { pages } from './pages'

/** Polish dictionary: the reference shape and the fallback. One namespace file per area. */
export const pl = { common, pages } as const
