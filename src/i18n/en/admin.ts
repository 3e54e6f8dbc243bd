import type { MessagesOf } from '../types'
import type { admin as pl } from '../pl/admin'

export const admin: MessagesOf<typeof pl> = {
  areaName: 'admin',
  pagerResults: { one: 'Page {{page}} of {{pages}} · {{count}} result', other: 'Page {{page}} of {{pages}} · {{count}} results' },
}
