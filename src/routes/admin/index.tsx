import { createFileRoute } from '@tanstack/react-router'
import { translate } from '~/i18n'
import { PageHeading } from '~/ui/layout'

export const Route = createFileRoute('/admin/')({
  component: AdminOverview,
})

function AdminOverview() {
  return <PageHeading title={translate('pl', 'pages.admin.heading')} lead={translate('pl', 'pages.admin.description')} />
}
