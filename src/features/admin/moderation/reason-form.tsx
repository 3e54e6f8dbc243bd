import * as v from 'valibot'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { ModerationReasonSchema } from '@api/contract/listing'
import { useT } from '~/i18n/use-lang'
import { ReasonDecision } from '../form/reason-decision'

/** A moderation decision always carries a reason (validated with the API's schema before sending). */
export function ReasonForm({
  label,
  testId,
  onSubmit,
}: {
  label: string
  testId: string
  onSubmit: (reason: string) => Promise<unknown>
}) {
  const t = useT()
  return (
    <ReasonDecision
      parse={(data) => {
        const parsed = v.safeParse(ModerationReasonSchema, { reason: data.get('reason') ?? '' })
        return parsed.success ? parsed.output.reason : null
      }}
      send={onSubmit}
      queryKey={['admin']}
      label={t('admin.moderation.reason')}
      required={t('admin.moderation.reasonRequired')}
      done={t('admin.moderation.done')}
      failed={() => t('admin.moderation.failed')}
      testId={testId}
      className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'end' })}
      fieldClassName={css({ display: 'grid', gap: '1', flex: '1', minW: '40' })}
      after={(busy) => (
        <button type="submit" className={button({ size: 'sm', variant: 'outline' })} aria-disabled={busy || undefined}>
          {label}
        </button>
      )}
    />
  )
}
