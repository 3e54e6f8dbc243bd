import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { AdminClient } from '../contract'

const link = css({ color: 'fg.brand', textDecoration: 'underline' })

/** The client's login and facilities, with shortcuts to their own edit pages. */
export function ClientSummary({ client }: { client: AdminClient }) {
  return (
    <aside aria-label="Konto i obiekty klienta" className={css({ bg: 'white', border: '1px solid', borderColor: 'border.default', borderRadius: 'lg', p: '4', mb: '4', display: 'flex', flexDirection: 'column', gap: '2' })}>
      <p>
        Konto:{' '}
        {client.user ? <Link to="/admin/users/$id" params={{ id: String(client.user.id) }} className={link}>{client.user.email}</Link> : 'brak'}
      </p>
      <p>Obiekty ({client.facilities.length}):</p>
      {client.facilities.length ? (
        <ul className={css({ pl: '5', listStyle: 'disc' })}>
          {client.facilities.map((f) => (
            <li key={f.id}>
              <Link to="/admin/facilities/$id" params={{ id: String(f.id) }} className={link}>{f.name}</Link>
              {f.active ? '' : ' (nieaktywny)'}
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <Link to="/admin/facilities/new" search={{ clientId: client.id }} className={button({ variant: 'outline', size: 'sm' })}>Dodaj obiekt</Link>
      </div>
    </aside>
  )
}
