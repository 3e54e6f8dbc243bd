import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { requireRole, NOINDEX, PRIVATE_HEADERS } from '~/features/panel/guard'
import { PanelShell } from '~/features/panel/panel-shell'
import { panelSearch } from '~/features/panel/search'
import { translate } from '~/i18n'
import { langOf } from '~/lib/page-head'

/** The operator panel's sections (no URL segment of its own): CLIENT works here, SUPERADMIN reads any company's. */
export const Route = createFileRoute('/$lang/_panel')({
  validateSearch: panelSearch,
  beforeLoad: async ({ context, location, params, search }) => {
    const user = await requireRole(context.queryClient, langOf(params), location, ['CLIENT', 'SUPERADMIN'])
    // The superadmin picks a company in the console first (its audit page lists them).
    if (user.role === 'SUPERADMIN' && !search.clientId) throw redirect({ href: '/admin/audit' })
    // An operator account whose company is gone (deleting a company unlinks its users) or was never set has no panel
    // to show: it goes where another role does, not into loaders the API refuses (which rendered a 500).
    if (user.role === 'CLIENT' && !user.clientId) throw redirect({ href: `/${langOf(params)}` })
    return { user }
  },
  headers: () => PRIVATE_HEADERS,
  head: ({ params }) => ({ meta: [{ title: translate(langOf(params), 'panel.title') }, NOINDEX] }),
  component: () => (
    <PanelShell>
      <Outlet />
    </PanelShell>
  ),
})
