import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { css } from 'styled-system/css'
import { button, select } from 'styled-system/recipes'
import { type AdminReview, MODERATION_GROUNDS, type ModerationGround } from '@api/contract/reviews'
import { useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { read } from '~/lib/api-client'
import { formatShortDateTime } from '~/lib/datetime'
import { useLang } from '~/i18n/use-lang'
import { toast } from '~/ui/toast'

/**
 * One reported review and the superadmin's decision (issue 43): remove it on one of the published grounds, the only
 * choices there are, or keep it. Being negative is not among them.
 */
export function ReportedReview({ review }: { review: AdminReview }) {
  const t = useT()
  const lang = useLang()
  const id = useId()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const decide = async (body: { decision: 'kept' } | { decision: 'removed'; ground: ModerationGround }) => {
    if (busy) return
    setBusy(true)
    try {
      await read(api.superadmin.reviews[':id'].moderate.$post({ param: { id: String(review.id) }, json: body }))
      await queryClient.invalidateQueries({ queryKey: ['admin', 'reviews'] })
      toast(t('admin.reviews.done'), 'success')
    } catch {
      toast(t('admin.reviews.failed'), 'error')
    } finally {
      setBusy(false)
    }
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    const ground = String(new FormData(event.currentTarget).get('ground')) as ModerationGround
    void decide(submitter?.value === 'kept' ? { decision: 'kept' } : { decision: 'removed', ground })
  }
  return (
    <li
      className={css({
        bg: 'white',
        p: '4',
        borderRadius: 'md',
        border: '1px solid',
        borderColor: 'border.default',
        display: 'grid',
        gap: '2',
      })}
      data-testid="reported-review"
    >
      <p className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', fontSize: 'sm' })}>
        <strong>{review.facility.name}</strong>
        <span>{review.companyName ?? '—'}</span>
        <span>{review.score}/5</span>
        <span>{review.author}</span>
        <span>{formatShortDateTime(lang, review.createdAt) ?? ''}</span>
      </p>
      <p className={css({ whiteSpace: 'pre-line' })}>{review.body}</p>
      {review.report ? (
        <p className={css({ fontSize: 'sm', fontWeight: '600' })}>
          {t('admin.reviews.reported', { ground: t(`admin.reviews.grounds.${review.report.ground}`) })}
          {review.report.note ? ` · ${t('admin.reviews.note', { note: review.report.note })}` : ''}
        </p>
      ) : null}
      {review.moderation ? (
        <p className={css({ fontSize: 'sm', fontWeight: '700' })} data-testid="reported-review-decision">
          {review.moderation.decision === 'removed' && review.moderation.ground
            ? t('admin.reviews.removed', { ground: t(`admin.reviews.grounds.${review.moderation.ground}`) })
            : t('admin.reviews.kept')}
        </p>
      ) : (
        <form onSubmit={submit} className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'end' })}>
          <div className={css({ display: 'grid', gap: '1' })}>
            <label htmlFor={`${id}-ground`} className={css({ fontSize: 'sm', fontWeight: '600' })}>
              {t('admin.reviews.ground')}
            </label>
            <select id={`${id}-ground`} name="ground" className={select()} defaultValue={review.report?.ground}>
              {MODERATION_GROUNDS.map((ground) => (
                <option key={ground} value={ground}>
                  {t(`admin.reviews.grounds.${ground}`)}
                </option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            value="removed"
            className={button({ size: 'sm', variant: 'danger' })}
            aria-disabled={busy || undefined}
          >
            {t('admin.reviews.remove')}
          </button>
          <button
            type="submit"
            value="kept"
            className={button({ size: 'sm', variant: 'outline' })}
            aria-disabled={busy || undefined}
          >
            {t('admin.reviews.keep')}
          </button>
        </form>
      )}
    </li>
  )
}
