import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import * as v from 'valibot'
import { css } from 'styled-system/css'
import { button, input, select } from 'styled-system/recipes'
import {
  INQUIRY_STAGES,
  InquiryUpdateSchema,
  type InquiryUpdateInput,
  type PanelInquiryDetail,
} from '@api/contract/panel'
import { useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { read } from '~/lib/api-client'
import { FieldShell } from '~/ui/form'
import { describedBy } from '~/ui/form/field-state'
import { toast } from '~/ui/toast'
import { apiIssue, issueText } from './issues'

/** Sends one change through the same schema the API validates with; the answer replaces the cached inquiry. */
function useSave(inquiry: PanelInquiryDetail) {
  const t = useT()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const save = async (change: InquiryUpdateInput): Promise<string | null> => {
    const parsed = v.safeParse(InquiryUpdateSchema, change)
    if (!parsed.success) return issueText(t, parsed.issues[0]?.message) ?? t('panel.inquiry.failed')
    setBusy(true)
    try {
      const saved = await read(
        api.panel.inquiries[':id'].$patch({ param: { id: String(inquiry.id) }, json: parsed.output }),
      )
      queryClient.setQueriesData<PanelInquiryDetail>(
        { queryKey: ['panel'], predicate: (q) => q.queryKey[2] === 'inquiry' && q.queryKey[3] === inquiry.id },
        saved,
      )
      // Lists and counts moved too.
      void queryClient.invalidateQueries({ queryKey: ['panel'], predicate: (q) => q.queryKey[2] !== 'inquiry' })
      toast(t('panel.inquiry.saved'), 'success')
      return null
    } catch (error) {
      const message = apiIssue(t, error) ?? t('panel.inquiry.failed')
      toast(message, 'error')
      return message
    } finally {
      setBusy(false)
    }
  }
  return { save, busy }
}

export function StageActions({ inquiry }: { inquiry: PanelInquiryDetail }) {
  const t = useT()
  const id = useId()
  const { save, busy } = useSave(inquiry)
  const stageSelect = useRef<HTMLSelectElement>(null)
  const refocus = useRef(false)
  // "Mark contacted" disappears once it worked: focus moves to the status control instead of falling to the page.
  useEffect(() => {
    if (!refocus.current) return
    refocus.current = false
    stageSelect.current?.focus()
  }, [inquiry.stage])
  const markContacted = () => {
    if (busy) return
    refocus.current = true
    void save({ stage: 'contacted' }).then((failure) => {
      if (failure) refocus.current = false
    })
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void save({ stage: String(new FormData(event.currentTarget).get('stage')) as InquiryUpdateInput['stage'] })
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      {inquiry.stage === 'new' ? (
        <button
          type="button"
          className={button({ block: true })}
          aria-disabled={busy || undefined}
          onClick={markContacted}
          data-testid="mark-contacted"
        >
          {t('panel.inquiry.markContacted')}
        </button>
      ) : null}
      <form onSubmit={submit} className={css({ display: 'flex', gap: '2', alignItems: 'end', flexWrap: 'wrap' })}>
        <div className={css({ flex: '1', minW: '40' })}>
          <label
            htmlFor={`${id}-stage`}
            className={css({ display: 'block', fontSize: 'sm', fontWeight: '600', mb: '1' })}
          >
            {t('panel.inquiry.stage')}
          </label>
          <select
            ref={stageSelect}
            id={`${id}-stage`}
            name="stage"
            defaultValue={inquiry.stage}
            key={inquiry.stage}
            className={select()}
          >
            {INQUIRY_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {t(`panel.stages.${stage}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={button({ variant: 'outline' })} aria-disabled={busy || undefined}>
          {t('panel.inquiry.saveStage')}
        </button>
      </form>
    </div>
  )
}

export function NoteForm({ inquiry }: { inquiry: PanelInquiryDetail }) {
  const t = useT()
  const id = useId()
  const { save, busy } = useSave(inquiry)
  const [error, setError] = useState<string | null>(null)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    setError(await save({ note: String(new FormData(event.currentTarget).get('note') ?? '') }))
  }
  return (
    <form onSubmit={submit} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <FieldShell label={t('panel.inquiry.note')} htmlFor={`${id}-note`} errorId={`${id}-error`} error={error}>
        <textarea
          id={`${id}-note`}
          name="note"
          defaultValue={inquiry.note ?? ''}
          rows={4}
          maxLength={2000}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && `${id}-error`)}
          className={input({ multiline: true })}
          data-testid="inquiry-note"
        />
      </FieldShell>
      <button
        type="submit"
        className={`${button({ variant: 'outline' })} ${css({ alignSelf: 'flex-start' })}`}
        aria-disabled={busy || undefined}
      >
        {t('panel.inquiry.saveNote')}
      </button>
    </form>
  )
}
