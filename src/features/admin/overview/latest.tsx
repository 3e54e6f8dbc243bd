import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { useT } from '~/i18n/use-lang'
import type { AdminOverview, InboxKind } from '../contract'
import { ListEmpty } from '../list/list-state'
import { inboxTitle } from './inbox-config'
import { InboxTable } from './inbox-table'

const SECTIONS: [InboxKind, keyof AdminOverview['latest']][] = [
  ['inquiries', 'inquiries'],
  ['demo-requests', 'demoRequests'],
  ['trial-requests', 'trialRequests'],
  ['newsletter', 'newsletter'],
]
const link = css({ color: 'fg.brand', textDecoration: 'underline', fontWeight: '600' })

/** The five newest records of each inbox, each with a link to the full (paged) view. */
export function Latest({ latest }: { latest: AdminOverview['latest'] }) {
  const t = useT()
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '8' })}>
      {SECTIONS.map(([kind, key]) => (
        <section
          key={kind}
          aria-labelledby={`latest-${kind}`}
          className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
        >
          <div
            className={css({
              display: 'flex',
              justifyContent: 'space-between',
              gap: '3',
              flexWrap: 'wrap',
              alignItems: 'baseline',
            })}
          >
            <h2 id={`latest-${kind}`} className={css({ textStyle: 'h3' })}>
              {t(inboxTitle(kind))}
            </h2>
            <Link to="/admin/inbox/$kind" params={{ kind }} className={link}>
              {t('admin.overview.seeAll')}
            </Link>
          </div>
          {latest[key].length ? (
            <InboxTable
              kind={kind}
              items={latest[key].slice(0, 5)}
              caption={t('admin.overview.latest', { title: t(inboxTitle(kind)) })}
            />
          ) : (
            <ListEmpty />
          )}
        </section>
      ))}
      <p>
        <Link to="/admin/inbox/$kind" params={{ kind: 'outbox' }} className={link}>
          {t('admin.overview.outboxLink')}
        </Link>
      </p>
    </div>
  )
}
