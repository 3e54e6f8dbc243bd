import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { button, card } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'
import type { AdminClient } from '../contract'

const link = css({ color: 'fg.brand', textDecoration: 'underline' })

/** The client's login and facilities, with shortcuts to their own edit pages. */
export function ClientSummary({ client }: { client: AdminClient }) {
  const t = useT()
  return (
    <aside
      aria-label={t('admin.clients.summary.label')}
      className={`${card({ elevation: 'flat' })} ${css({ p: '4', mb: '4', display: 'flex', flexDirection: 'column', gap: '2' })}`}
    >
      <p>
        {t('admin.clients.summary.account')}{' '}
        {client.user ? (
          <Link to="/admin/users/$id" params={{ id: String(client.user.id) }} className={link}>
            {client.user.email}
          </Link>
        ) : (
          t('admin.clients.summary.noAccount')
        )}
      </p>
      <p>{t('admin.clients.summary.facilities', { count: client.facilities.length })}</p>
      {client.facilities.length ? (
        <ul className={css({ pl: '5', listStyle: 'disc' })}>
          {client.facilities.map((f) => (
            <li key={f.id}>
              <Link to="/admin/facilities/$id" params={{ id: String(f.id) }} className={link}>
                {f.name}
              </Link>
              {f.active ? '' : ` ${t('admin.clients.summary.inactive')}`}
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        {/* Issue 42: the company's check against the public registers, its evidence and the decision. */}
        <Link to="/admin/verification" search={{ clientId: client.id }} className={link}>
          {t('admin.verification.ofCompany')}
        </Link>
      </p>
      <div>
        <Link
          to="/admin/facilities/new"
          search={{ clientId: client.id }}
          className={button({ variant: 'outline', size: 'sm' })}
        >
          {t('admin.clients.summary.addFacility')}
        </Link>
      </div>
    </aside>
  )
}
