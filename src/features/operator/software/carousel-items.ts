import type { ComponentType } from 'react'
import type { KeyParent } from '~/i18n'
import {
  BellIcon,
  BoxIcon,
  CalendarIcon,
  CardIcon,
  FileIcon,
  GridIcon,
  HeadsetIcon,
  LockIcon,
  ShieldCheckIcon,
  SignatureIcon,
  StoreIcon,
  WalletIcon,
} from '../icons'

export type PanelId = 'admin' | 'client'
type Item = { id: string; key: KeyParent<'title'> & KeyParent<'text'>; icon: ComponentType<{ size?: number }> }

/** Spec §2: the admin panel's and the client panel's items, in this order. */
export const CAROUSEL: Record<PanelId, readonly Item[]> = {
  admin: [
    { id: 'booking', key: 'operator.carousel.items.booking', icon: CalendarIcon },
    { id: 'esign', key: 'operator.carousel.items.esign', icon: SignatureIcon },
    { id: 'map', key: 'operator.carousel.items.map', icon: GridIcon },
    { id: 'notify', key: 'operator.carousel.items.notify', icon: BellIcon },
    { id: 'docs', key: 'operator.carousel.items.docs', icon: FileIcon },
    { id: 'payments', key: 'operator.carousel.items.payments', icon: CardIcon },
    { id: 'iot', key: 'operator.carousel.items.iot', icon: LockIcon },
  ],
  client: [
    { id: 'marketplace', key: 'operator.carousel.items.marketplace', icon: StoreIcon },
    { id: 'myunit', key: 'operator.carousel.items.myunit', icon: BoxIcon },
    { id: 'pay', key: 'operator.carousel.items.pay', icon: WalletIcon },
    { id: 'docs', key: 'operator.clientDocs', icon: FileIcon },
    { id: 'security', key: 'operator.carousel.items.security', icon: ShieldCheckIcon },
    { id: 'support', key: 'operator.carousel.items.support', icon: HeadsetIcon },
  ],
}
