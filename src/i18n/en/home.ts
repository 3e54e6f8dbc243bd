import type { MessagesOf } from '../types'
import type { home as pl } from '../pl/home'

export const home: MessagesOf<typeof pl> = {
  areaName: 'home',
}
