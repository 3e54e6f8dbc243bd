import type { MessagesOf } from '../types'
import type { pl } from '../pl'
import { admin } from './admin'
import { auth } from './auth'
import { blog } from './blog'
import { common } from './common'
import { consent } from './consent'
import { home } from './home'
import { marketplace } from './marketplace'
import { operator } from './operator'
import { pages } from './pages'
import { place } from './place'

export const en: MessagesOf<typeof pl> = { common, pages, home, marketplace, operator, blog, admin, consent, auth, place }
