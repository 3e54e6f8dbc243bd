import type { Lang } from '@kernel/lang'
import type { Role } from './auth'
import type { MailLane } from './admin-list-values'
import type { RichContent, RichContentTexts } from './marketplace'

export type AdminAddress = {
  street: string
  buildingNumber: string
  apartmentNumber: string | null
  postalCode: string
  city: string
  country: string
}

export type AdminClientListItem = {
  id: number
  companyName: string | null
  contactName: string
  phone: string
  billingEmail: string | null
  billingAddress: AdminAddress & { latitude: number | null; longitude: number | null }
  user: { id: number; email: string } | null
  facilityCount: number
  createdAt: string
  updatedAt: string
}
export type AdminClient = AdminClientListItem & {
  facilities: { id: number; name: string; slug: string; active: boolean }[]
  /** Issue 42: the company's trial (null for a paying company); `endsAt` is null until its owner activates it. */
  trial: { endsAt: string | null } | null
}

export type AdminFacilityListItem = {
  id: number
  clientId: number
  name: string
  slug: string
  email: string | null
  phone: string | null
  active: boolean
  /** Paid placement: the public list shows it first with the "Promoted" label. */
  promoted: boolean
  /** Zero in storage means "missing" (spec §3): sent as null. */
  latitude: number | null
  longitude: number | null
  location: AdminAddress
  client: { id: number; companyName: string | null; contactName: string }
  updatedAt: string
}
export type AdminFacility = AdminFacilityListItem & {
  description: string | null
  descriptionEn: string | null
  richContent: RichContent | null
  /** English texts of the rich content; null = none (the public English page then shows the Polish ones). */
  richContentEn: RichContentTexts | null
}

export type AdminUser = {
  id: number
  email: string
  role: Role
  name: string
  /** Every mail to the user is written in it (issue 40); the console sets it, a sign-in updates it. */
  lang: Lang
  client: { id: number; companyName: string | null } | null
  createdAt: string
}

export type AdminOverview = {
  counts: {
    clients: number
    facilities: { active: number; inactive: number }
    users: Record<Role, number>
    /** Outbox rows whose delivery failed (issue 25): the console's "Wyślij ponownie" is on each. */
    failedMail: number
  }
  latest: {
    inquiries: InboxItem[]
    demoRequests: InboxItem[]
    trialRequests: InboxItem[]
    newsletter: InboxItem[]
  }
}
/**
 * One mail lane's state for the console's outbox page (issue 41): rows waiting, being sent and failed, mails sent
 * since 00:00 UTC, and for the bulk lane its daily budget (`left` counts the mails being sent too).
 */
export type MailLaneState = {
  lane: MailLane
  queued: number
  sending: number
  failed: number
  sentToday: number
  budget: { limit: number; left: number } | null
}
export type MailLanes = { lanes: MailLaneState[] }

/** Inbox rows are read-only records, columns in camelCase (inquiries carry facilityName). */
export type InboxItem = Record<string, string | number | null> & { id: number; createdAt: string }
