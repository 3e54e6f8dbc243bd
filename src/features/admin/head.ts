import { brand } from '@kernel/brand'
import { type MessageKey, translate } from '~/i18n'
import type { Lang } from '@kernel/lang'
import type { InboxKind } from '@api/contract/admin-list-values'

/** What a console route's head() sees: the language the /admin route chose (ADR 0019). */
export type AdminHeadContext = { match: { context: { lang: Lang } } }

/** Per-page document titles, so tabs and screen-reader page announcements say which console page this is. */
export const adminHead =
  (page: MessageKey) =>
  ({ match }: AdminHeadContext) => ({
    meta: [
      {
        title: translate(match.context.lang, 'admin.documentTitle', {
          page: translate(match.context.lang, page),
          brand: brand.name,
        }),
      },
    ],
  })

/** An inbox's title. Here, not in ./overview/inbox-config.ts, because the inbox route's head() needs it: that module
 * builds every inbox's columns with the admin contract and formatters, which would then sit in the route tree. */
export const inboxTitle = (kind: InboxKind): MessageKey => `admin.inbox.titles.${kind}`
