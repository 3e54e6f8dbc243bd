import { Outlet, createFileRoute, notFound } from '@tanstack/react-router'
import { preloadShell, SiteShell } from '~/features/shell/site-shell'
import { isLang } from '@kernel/lang'
import { NotFoundBody } from '~/ui/not-found'

export const Route = createFileRoute('/$lang')({
  // Not split: every public page renders this layout, whose parts are in `core` already; its own chunks were two more
  // files on every first load (ADR 0107).
  codeSplitGroupings: [['errorComponent']],
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
