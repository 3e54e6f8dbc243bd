import { RESERVATION_STATUSES, type ReservationStatus } from '@api/contract/reservation-values'
import { MODERATION_GROUNDS, type ModerationGround } from '@api/contract/review-values'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { AuditEntry } from '@api/contract/panel'
import { INQUIRY_STAGES, type InquiryStage } from '@api/contract/admin-list-values'
import type { MessageKey, Translate } from '~/i18n'
import { api } from '~/lib/api'
import { callOptions, read } from '~/lib/api-client'
import { ADMIN_STALE_MS } from '../queries'

export const auditQuery = (page: number, limit: number, clientId?: number) =>
  queryOptions({
    queryKey: ['admin', 'audit', page, limit, clientId ?? 0] as const,
    queryFn: ({ signal }) =>
      read(
        api.superadmin.audit.$get(
          {
            query: {
              page: String(page),
              limit: String(limit),
              clientId: clientId === undefined ? undefined : String(clientId),
            },
          },
          callOptions({ signal }),
        ),
      ),
    staleTime: ADMIN_STALE_MS,
    placeholderData: keepPreviousData,
  })

/** Every company, for the read-only panel links (the demo has nine; the console's client list pages beyond 100). */
export const panelClientsQuery = queryOptions({
  queryKey: ['admin', 'audit', 'clients'] as const,
  queryFn: ({ signal }) =>
    read(api.superadmin.clients.$get({ query: { limit: '100', sort: 'companyName:asc' } }, callOptions({ signal }))),
  staleTime: ADMIN_STALE_MS,
})

const ACTIONS = {
  'inquiry.stage': 'admin.audit.actions.inquiryStage',
  'inquiry.note': 'admin.audit.actions.inquiryNote',
  'inquiry.export': 'admin.audit.actions.inquiryExport',
  'unit.occupancy': 'admin.audit.actions.unitOccupancy',
  'unit.price': 'admin.audit.actions.unitPrice',
  'reservation.status': 'admin.audit.actions.reservationStatus',
  'reservation.export': 'admin.audit.actions.reservationExport',
  'reservation.window': 'admin.audit.actions.reservationWindow',
  'mail.resend': 'admin.audit.actions.mailResend',
  'unit.create': 'admin.audit.actions.unitCreate',
  'unit.edit': 'admin.audit.actions.unitEdit',
  'unit.active': 'admin.audit.actions.unitActive',
  'facility.description': 'admin.audit.actions.facilityDescription',
  'facility.profile': 'admin.audit.actions.facilityProfile',
  'facility.description.revert': 'admin.audit.actions.facilityDescriptionRevert',
  'photo.add': 'admin.audit.actions.photoAdd',
  'photo.order': 'admin.audit.actions.photoOrder',
  'photo.delete': 'admin.audit.actions.photoDelete',
  'photo.hide': 'admin.audit.actions.photoHide',
  'trial.extend': 'admin.audit.actions.trialExtend',
  'trial.convert': 'admin.audit.actions.trialConvert',
  'review.reply': 'admin.audit.actions.reviewReply',
  'review.report': 'admin.audit.actions.reviewReport',
  'review.remove': 'admin.audit.actions.reviewRemove',
  'review.keep': 'admin.audit.actions.reviewKeep',
  'company.data': 'onboarding.audit.companyData',
  'facility.create': 'onboarding.audit.facilityCreate',
  'facility.basics': 'onboarding.audit.facilityBasics',
  'facility.submit': 'onboarding.audit.facilitySubmit',
  'facility.publish': 'onboarding.audit.facilityPublish',
  'facility.reject': 'onboarding.audit.facilityReject',
} as const satisfies Record<string, MessageKey>
const isGround = (value: unknown): value is ModerationGround =>
  (MODERATION_GROUNDS as readonly unknown[]).includes(value)
const isAction = (action: string): action is keyof typeof ACTIONS => Object.hasOwn(ACTIONS, action)
const isStage = (value: unknown): value is InquiryStage => (INQUIRY_STAGES as readonly unknown[]).includes(value)

/** A code this console does not know reads "unknown", never as the code itself (ADR 0019). */
export const actionLabel = (t: Translate, action: string) =>
  t(isAction(action) ? ACTIONS[action] : 'admin.inbox.unknown')

const isReservationStatus = (value: unknown): value is ReservationStatus =>
  (RESERVATION_STATUSES as readonly unknown[]).includes(value)
const reservationStatus = (t: Translate, value: unknown) =>
  t(isReservationStatus(value) ? `reservation.status.${value}` : 'admin.inbox.unknown')
const stage = (t: Translate, value: unknown) => t(isStage(value) ? `panel.stages.${value}` : 'admin.inbox.unknown')
const occupancy = (t: Translate, occupied: unknown) => t(occupied ? 'admin.audit.occupied' : 'admin.audit.free')
const count = (value: unknown) => (typeof value === 'number' ? value : 0)

/** The word for each kind of row an entry is about; anything else is an inquiry (the first kind audited). */
const TARGET_KEYS = {
  unit: 'admin.audit.targets.unit',
  reservation: 'admin.audit.targets.reservation',
  facility: 'admin.audit.targets.facility',
  review: 'admin.audit.targets.review',
  outbox: 'admin.audit.targets.mail',
  client: 'admin.audit.targets.company',
} as const

export const targetText = (t: Translate, entry: AuditEntry) =>
  entry.targetId
    ? t('admin.audit.target', {
        kind: t(TARGET_KEYS[entry.targetType as keyof typeof TARGET_KEYS] ?? 'admin.audit.targets.inquiry'),
        id: entry.targetId,
      })
    : '—'

/** The detail as one readable line ("Nowe → W kontakcie", "A-102: zajęta → wolna", "A-102: 149 → 159 zł"). */
export function detailText(t: Translate, entry: AuditEntry): string {
  const d = entry.detail
  switch (entry.action) {
    case 'inquiry.stage':
      return `${stage(t, d.from)} → ${stage(t, d.to)}`
    case 'inquiry.note':
      return t('admin.audit.chars', { count: count(d.chars) })
    case 'inquiry.export':
    case 'reservation.export':
      return t('admin.audit.rows', { count: count(d.rows) })
    case 'reservation.status':
      return `${String(d.code)}: ${reservationStatus(t, d.from)} → ${reservationStatus(t, d.to)}${d.reason ? ` (${String(d.reason)})` : ''}`
    case 'reservation.window':
      return `${String(d.from)} → ${String(d.to)}`
    case 'unit.occupancy':
      return `${String(d.code)}: ${occupancy(t, d.from)} → ${occupancy(t, d.to)}`
    case 'unit.price':
      return t('admin.audit.price', {
        code: String(d.code),
        from: d.from === null || d.from === undefined ? '—' : String(d.from),
        to: String(d.to),
      })
    case 'mail.resend':
      return String(d.to ?? '—')
    // A moderation decision reads as the reason the superadmin gave (issue 32).
    case 'photo.hide':
    case 'facility.description.revert':
      return String(d.reason ?? '—')
    // Issue 42: "+14 dni: 2026-12-28 → 2027-01-11".
    case 'trial.extend':
      return t('admin.audit.trialDays', {
        count: count(d.days),
        from: String(d.from ?? '—').slice(0, 10),
        to: String(d.to ?? '—').slice(0, 10),
      })
    // The trial's end as it stood when the company started paying ("—" when it was never activated).
    case 'trial.convert':
      return d.trialEndsAt ? String(d.trialEndsAt).slice(0, 10) : '—'
    // Issue 43: a report and a removal read as their published ground.
    case 'review.report':
    case 'review.remove':
      return isGround(d.ground) ? t(`admin.reviews.grounds.${d.ground}`) : '—'
    default:
      return JSON.stringify(d)
  }
}
