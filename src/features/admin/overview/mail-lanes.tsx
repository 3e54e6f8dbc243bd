import { useSuspenseQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { LOCALES, type Lang } from '@kernel/lang'
import { useLang, useT } from '~/i18n/use-lang'
import { type Column, DataTable } from '~/ui/table/data-table'
import type { MailLaneState } from '../contract'
import { mailLanesQuery } from '../queries'

const count = (lang: Lang, n: number) => n.toLocaleString(LOCALES[lang])

/**
 * Each mail lane's state (issue 41, ADR 0094): what waits, what is being sent, what failed, what went out today,
 * and how much of the bulk lane's daily budget is left. A bulk backlog here never holds up the transactional row.
 */
export function MailLanesTable() {
  const t = useT()
  const lang = useLang()
  const { data } = useSuspenseQuery(mailLanesQuery)
  const number = (pick: (lane: MailLaneState) => number) => (lane: MailLaneState) => count(lang, pick(lane))
  const columns: Column<MailLaneState>[] = [
    { header: 'admin.inbox.lanes.lane', cell: (lane) => t(`admin.inbox.lanes.names.${lane.lane}`) },
    { header: 'admin.inbox.mailStatus.queued', cell: number((lane) => lane.queued) },
    { header: 'admin.inbox.mailStatus.sending', cell: number((lane) => lane.sending) },
    { header: 'admin.inbox.mailStatus.failed', cell: number((lane) => lane.failed) },
    { header: 'admin.inbox.lanes.sentToday', cell: number((lane) => lane.sentToday) },
    {
      header: 'admin.inbox.lanes.budgetLeft',
      cell: (lane) =>
        lane.budget
          ? t('admin.inbox.lanes.budgetOf', {
              left: count(lang, lane.budget.left),
              limit: count(lang, lane.budget.limit),
            })
          : t('admin.inbox.lanes.noBudget'),
    },
  ]
  return (
    <div className={css({ mb: '6' })} data-testid="mail-lanes">
      <DataTable caption={t('admin.inbox.lanes.title')} columns={columns} rows={data.lanes} rowKey={(l) => l.lane} />
    </div>
  )
}
