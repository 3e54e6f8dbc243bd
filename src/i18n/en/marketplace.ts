import type { MessagesOf } from '../types'
import type { marketplace as pl } from '../pl/marketplace'

export const marketplace: MessagesOf<typeof pl> = {
  areaName: 'marketplace',
}
