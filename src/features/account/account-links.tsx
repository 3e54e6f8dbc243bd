import { Link } from '@tanstack/react-router'
import type { CurrentUser } from '@api/contract/auth'
import { useLang, useT } from '~/i18n/use-lang'

/** The place each role's work is: the console, the operator panel, or the tenant's inquiries. */
export function RoleLink({ user, className }: { user: CurrentUser; className?: string }) {
  const t = useT()
  const lang = useLang()
  if (user.role === 'SUPERADMIN')
    return (
      <a href="/admin" className={className}>
        {t('account.admin')}
      </a>
    )
  if (user.role === 'CLIENT')
    return (
      <Link to="/$lang/panel" params={{ lang }} className={className}>
        {t('account.panel')}
      </Link>
    )
  return (
    <Link to="/$lang/my-inquiries" params={{ lang }} className={className}>
      {t('account.myInquiries')}
    </Link>
  )
}

/** A tenant's second place, beside "Moje zapytania" (issue 26); nothing for the other roles. */
export function TenantReservationsLink({ user, className }: { user: CurrentUser; className?: string }) {
  const t = useT()
  const lang = useLang()
  if (user.role !== 'TENANT') return null
  return (
    <Link to="/$lang/my-reservations" params={{ lang }} className={className}>
      {t('account.myReservations')}
    </Link>
  )
}

/** "Twoje dane" (issue 40): every signed-in person's download, and a renter's erasure. */
export function MyDataLink({ className }: { className?: string }) {
  const t = useT()
  const lang = useLang()
  return (
    <Link to="/$lang/account-data" params={{ lang }} className={className}>
      {t('account.myData')}
    </Link>
  )
}

/** A TENANT's saved searches ("Moje alerty", issue 27); nothing for other roles. */
export function AlertsLink({ user, className }: { user: CurrentUser; className?: string }) {
  const t = useT()
  const lang = useLang()
  if (user.role !== 'TENANT') return null
  return (
    <Link to="/$lang/my-alerts" params={{ lang }} className={className}>
      {t('account.myAlerts')}
    </Link>
  )
}

/** "Zmień hasło" (issue 40): every role's own password page. */
export function PasswordLink({ className }: { className?: string }) {
  const t = useT()
  const lang = useLang()
  return (
    <Link to="/$lang/account-password" params={{ lang }} className={className}>
      {t('account.password')}
    </Link>
  )
}
