import { css } from 'styled-system/css'
import type { MessageKey } from '~/i18n'
import { useT } from '~/i18n/use-lang'
import type { AdminOverview } from '../contract'

const card = css({ bg: 'white', border: '1px solid', borderColor: 'border.default', borderRadius: 'lg', p: '4' })

export function Counts({ counts }: { counts: AdminOverview['counts'] }) {
  const t = useT()
  const items: [MessageKey, number][] = [
    ['admin.overview.counts.clients', counts.clients],
    ['admin.overview.counts.activeFacilities', counts.facilities.active],
    ['admin.overview.counts.inactiveFacilities', counts.facilities.inactive],
    ['admin.overview.counts.superadmins', counts.users.SUPERADMIN],
    ['admin.overview.counts.clientUsers', counts.users.CLIENT],
    ['admin.overview.counts.tenants', counts.users.TENANT],
    ['admin.overview.counts.failedMail', counts.failedMail],
  ]
  return (
    <dl
      className={css({
        display: 'grid',
        gap: '3',
        gridTemplateColumns: {
          base: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(7, minmax(0, 1fr))',
        },
        mb: '8',
      })}
    >
      {items.map(([label, value]) => (
        <div key={label} className={card}>
          {/* A long Polish word ("Superadministratorzy") is wider than a card at 320 px: it breaks, not the page. */}
          <dt className={css({ fontSize: 'sm', color: 'fg.muted', hyphens: 'auto', overflowWrap: 'anywhere' })}>
            {t(label)}
          </dt>
          <dd className={css({ fontSize: '2xl', fontWeight: '800', fontFamily: 'heading' })}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
