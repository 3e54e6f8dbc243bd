import type { MessagesOf } from '../types'
import type { pl } from '../pl'
import { common } from './common'
import { pages } from './pages'

export const en: MessagesOf<typeof pl> = { common, pages }
