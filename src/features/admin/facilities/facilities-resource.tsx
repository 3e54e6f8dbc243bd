import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { badge } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'
import type { AdminFacility } from '../contract'
import { defineResource } from '../resource/define'
import { facilitiesRoute } from '../resource/route-options'
import { FACILITY_SORT_LABELS } from '../sort-labels'
import { FacilityEditForm } from './facility-edit-form'

const link = css({ color: 'fg.brand', fontWeight: '600', textDecoration: 'underline' })
const clientName = (client: AdminFacility['client']) => client.companyName || client.contactName

function FacilityDetail({ item }: { item: AdminFacility }) {
  const t = useT()
  return (
    <>
      <p className={css({ mb: '4', color: 'fg.muted' })}>
        {t('admin.facilities.detailNote', { client: clientName(item.client), slug: item.slug })}
      </p>
      <FacilityEditForm key={item.id} facility={item} />
    </>
  )
}

export const facilitiesResource = defineResource({
  ...facilitiesRoute,
  sorts: FACILITY_SORT_LABELS,
  columns: [
    {
      header: 'admin.facilities.columns.name',
      cell: (f) => (
        <Link to="/admin/facilities/$id" params={{ id: String(f.id) }} className={link}>
          {f.name}
        </Link>
      ),
    },
    {
      header: 'admin.facilities.columns.client',
      cell: (f, { t }) => t('admin.facilities.clientOf', { client: clientName(f.client), id: f.clientId }),
    },
    { header: 'admin.facilities.columns.city', cell: (f) => f.location.city },
    {
      header: 'admin.facilities.columns.status',
      cell: (f, { t }) => (
        <span className={badge({ tone: f.active ? 'success' : 'neutral' })}>
          {t(f.active ? 'admin.facilities.active' : 'admin.facilities.inactive')}
        </span>
      ),
    },
    {
      header: 'admin.facilities.columns.promoted',
      // A paid placement is money and ranking: the list shows who has it without opening every facility.
      cell: (f, { t }) =>
        f.promoted ? <span className={badge({ tone: 'brand' })}>{t('admin.facilities.promoted')}</span> : '—',
    },
    { header: 'admin.facilities.columns.slug', cell: (f) => f.slug },
  ],
  name: (facility) => facility.name,
  Detail: FacilityDetail,
})
