import type { MessagesOf } from '../types'
import type { admin as pl } from '../pl/admin'

export const admin: MessagesOf<typeof pl> = {
  areaName: 'admin',
}
