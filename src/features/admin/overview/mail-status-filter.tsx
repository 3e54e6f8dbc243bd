import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { useT } from '~/i18n/use-lang'
import { MAIL_STATUSES, type MailStatus } from '../contract'

const link = css({
  px: '3',
  py: '1',
  borderRadius: 'full',
  border: '1px solid',
  borderColor: 'border.default',
  color: 'fg.default',
  textDecoration: 'none',
  // Not on the current one: under the pointer that just chose it, white text on the hover's pale fill was unreadable.
  '&:hover:not([aria-current=page])': { bg: 'bg.muted' },
  '&[aria-current=page]': { bg: 'fg.brand', borderColor: 'fg.brand', color: 'white', fontWeight: '700' },
})

/** The outbox's status filter (issue 25): links, so each filtered view has its own address. */
export function MailStatusFilter({ current }: { current: MailStatus | undefined }) {
  const t = useT()
  const options: (MailStatus | undefined)[] = [undefined, ...MAIL_STATUSES]
  return (
    <nav aria-label={t('admin.inbox.statusFilter')} className={css({ mb: '4' })}>
      <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: '0', m: '0' })}>
        {options.map((status) => (
          <li key={status ?? 'all'}>
            <Link
              to="/admin/inbox/$kind"
              params={{ kind: 'outbox' }}
              search={(prev) => ({ ...prev, page: 1, status })}
              aria-current={status === current ? 'page' : undefined}
              activeOptions={{ includeSearch: false }}
              className={link}
            >
              {status ? t(`admin.inbox.mailStatus.${status}`) : t('admin.inbox.allStatuses')}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
