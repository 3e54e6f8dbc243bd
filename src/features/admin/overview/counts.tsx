import { css } from 'styled-system/css'
import type { AdminOverview } from '../contract'

const card = css({ bg: 'white', border: '1px solid', borderColor: 'border.default', borderRadius: 'lg', p: '4' })

export function Counts({ counts }: { counts: AdminOverview['counts'] }) {
  const items: [string, number][] = [
    ['Klienci', counts.clients],
    ['Obiekty aktywne', counts.facilities.active],
    ['Obiekty nieaktywne', counts.facilities.inactive],
    ['Superadministratorzy', counts.users.SUPERADMIN],
    ['Użytkownicy-klienci', counts.users.CLIENT],
    ['Najemcy', counts.users.TENANT],
  ]
  return (
    <dl className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(6, minmax(0, 1fr))' }, mb: '8' })}>
      {items.map(([label, value]) => (
        <div key={label} className={card}>
          <dt className={css({ fontSize: 'sm', color: 'fg.muted' })}>{label}</dt>
          <dd className={css({ fontSize: '2xl', fontWeight: '800', fontFamily: 'heading' })}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
