import { useT } from '~/i18n/use-lang'
import { ListPager } from '~/ui/records/list-pager'

/** The pages of a panel list (inquiries, reservations), in the panel's words. */
export function PanelPager({ page, pages }: { page: number; pages: number }) {
  const t = useT()
  return (
    <ListPager
      page={page}
      pages={pages}
      labels={{
        page: t('panel.pager.page', { page, pages }),
        prev: t('panel.pager.prev'),
        next: t('panel.pager.next'),
      }}
    />
  )
}
