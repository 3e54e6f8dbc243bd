import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { css } from 'styled-system/css'
import { button, card, input, select } from 'styled-system/recipes'
import { MODERATION_GROUNDS, type ModerationGround, type PanelReview } from '@api/contract/reviews'
import { useLang, useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { read } from '~/lib/api-client'
import { formatDateTime, formatMonth } from '~/lib/datetime'
import { FormAlert } from '~/ui/form/form-alert'

const label = css({ display: 'block', fontSize: 'sm', fontWeight: '600', mb: '1' })

/**
 * One review in the panel (issue 43): what the public page shows, and the operator's two moves, a public reply
 * (once) and a report on a published ground. Neither changes the review or its score.
 */
export function PanelReviewCard({ review, readOnly }: { review: PanelReview; readOnly: boolean }) {
  const t = useT()
  const lang = useLang()
  return (
    <article
      className={`${card()} ${css({ p: '5', display: 'flex', flexDirection: 'column', gap: '3' })}`}
      data-testid="panel-review"
    >
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'baseline' })}>
        <strong>{review.facility.name}</strong>
        <span>{t('panel.reviews.score', { score: review.score })}</span>
        <span>{review.author}</span>
        <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{formatDateTime(lang, review.createdAt)}</span>
      </div>
      <p className={css({ fontSize: 'sm', color: 'success.700', fontWeight: '600' })}>
        {t('reviews.section.verifiedStay', { month: formatMonth(lang, `${review.movedInOn}T12:00:00Z`) })}
      </p>
      <p className={css({ whiteSpace: 'pre-line' })}>{review.body}</p>
      {review.moderation ? (
        <p className={css({ fontSize: 'sm', fontWeight: '600' })} data-testid="panel-review-moderation">
          {review.moderation.decision === 'removed' && review.moderation.ground
            ? t('panel.reviews.removed', { ground: t(`reviews.grounds.${review.moderation.ground}`) })
            : t('panel.reviews.kept')}
        </p>
      ) : review.report ? (
        <p className={css({ fontSize: 'sm', fontWeight: '600' })} data-testid="panel-review-reported">
          {t('panel.reviews.reported', { ground: t(`reviews.grounds.${review.report.ground}`) })}
        </p>
      ) : null}
      {review.reply ? (
        <div
          className={css({ pl: '4', borderLeft: '3px solid', borderColor: 'brand.200' })}
          data-testid="panel-review-reply"
        >
          <p className={css({ fontSize: 'sm', fontWeight: '700' })}>{t('reviews.section.reply')}</p>
          <p className={css({ whiteSpace: 'pre-line' })}>{review.reply.text}</p>
        </div>
      ) : readOnly ? null : (
        <ReplyForm review={review} />
      )}
      {!readOnly && !review.report && !review.moderation && review.status === 'published' ? (
        <ReportForm review={review} />
      ) : null}
    </article>
  )
}

function useSave(review: PanelReview) {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const save = async (call: () => Promise<unknown>) => {
    if (busy) return false
    setBusy(true)
    setFailed(false)
    try {
      await call()
      await queryClient.invalidateQueries({ queryKey: ['panel'], predicate: (q) => q.queryKey[2] === 'reviews' })
      return true
    } catch {
      setFailed(true)
      return false
    } finally {
      setBusy(false)
    }
  }
  return { busy, failed, save, id: String(review.id) }
}

function ReplyForm({ review }: { review: PanelReview }) {
  const t = useT()
  const id = useId()
  const { busy, failed, save, id: reviewId } = useSave(review)
  const [missing, setMissing] = useState(false)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const reply = String(new FormData(event.currentTarget).get('reply') ?? '').trim()
    setMissing(!reply)
    if (reply) void save(() => read(api.panel.reviews[':id'].reply.$post({ param: { id: reviewId }, json: { reply } })))
  }
  return (
    <form onSubmit={submit} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <label htmlFor={`${id}-reply`} className={label}>
        {t('panel.reviews.reply')}
      </label>
      <textarea
        id={`${id}-reply`}
        name="reply"
        rows={3}
        maxLength={2000}
        className={input({ multiline: true })}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? `${id}-reply-error` : undefined}
        data-testid="panel-review-reply-text"
      />
      {missing ? (
        <p id={`${id}-reply-error`} className={css({ fontSize: 'sm', color: 'fg.danger', fontWeight: '500' })}>
          {t('panel.reviews.replyRequired')}
        </p>
      ) : null}
      {failed ? <FormAlert>{t('panel.reviews.failed')}</FormAlert> : null}
      <button
        type="submit"
        className={button({ size: 'sm' })}
        aria-disabled={busy || undefined}
        data-testid="panel-review-reply-submit"
      >
        {t('panel.reviews.replySubmit')}
      </button>
    </form>
  )
}

function ReportForm({ review }: { review: PanelReview }) {
  const t = useT()
  const id = useId()
  const { busy, failed, save, id: reviewId } = useSave(review)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const ground = String(data.get('ground')) as ModerationGround
    const note = String(data.get('note') ?? '').trim()
    void save(() => read(api.panel.reviews[':id'].report.$post({ param: { id: reviewId }, json: { ground, note } })))
  }
  return (
    <details>
      <summary className={css({ cursor: 'pointer', fontSize: 'sm', fontWeight: '600', color: 'fg.brand' })}>
        {t('panel.reviews.report')}
      </summary>
      <form onSubmit={submit} className={css({ display: 'flex', flexDirection: 'column', gap: '2', mt: '2' })}>
        <label htmlFor={`${id}-ground`} className={label}>
          {t('panel.reviews.reportGround')}
        </label>
        <select id={`${id}-ground`} name="ground" className={select()}>
          {MODERATION_GROUNDS.map((ground) => (
            <option key={ground} value={ground}>
              {t(`reviews.grounds.${ground}`)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-note`} className={label}>
          {t('panel.reviews.reportNote')}
        </label>
        <textarea id={`${id}-note`} name="note" rows={2} maxLength={1000} className={input({ multiline: true })} />
        {failed ? <FormAlert>{t('panel.reviews.failed')}</FormAlert> : null}
        <button type="submit" className={button({ size: 'sm', variant: 'outline' })} aria-disabled={busy || undefined}>
          {t('panel.reviews.reportSubmit')}
        </button>
      </form>
    </details>
  )
}
