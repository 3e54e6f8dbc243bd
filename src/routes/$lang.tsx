import { Outlet, createFileRoute, notFound } from '@tanstack/react-router'
import { preloadShell, SiteShell } from '~/features/shell/site-shell'
import { isLang } from '@kernel/lang'
import { NotFoundBody } from '~/ui/not-found'

export const Route = createFileRoute('/$lang')({
  beforeLoad: ({ params }) => {
    if (!isLang(params.lang)) throw notFound()
  },
  loader: () => preloadShell(),
  component: LangLayout,
  notFoundComponent: () => <NotFoundBody />,
})

function LangLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  )
}
