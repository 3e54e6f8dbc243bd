import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import * as v from 'valibot'
import { css } from 'styled-system/css'
import { button, input } from 'styled-system/recipes'
import { type BulkPriceRow, BulkPriceSchema } from '@api/contract/listing'
import { formatMoney } from '@kernel/money'
import { useLang, useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { read } from '~/lib/api-client'
import { describedBy } from '~/ui/form/field-state'
import { toast } from '~/ui/toast'
import { apiErrors, errorText, failedText } from './issues'

/** A percent change over the selected units: the server's preview (old → new, its own rounding) first, then apply. */
export function BulkPrice({
  facilityId,
  unitIds,
  onDone,
}: {
  facilityId: number
  unitIds: number[]
  onDone: () => void
}) {
  const t = useT()
  const lang = useLang()
  const id = useId()
  const queryClient = useQueryClient()
  const [percent, setPercent] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [preview, setPreview] = useState<BulkPriceRow[] | null>(null)
  const [busy, setBusy] = useState(false)
  const send = async (apply: boolean) => {
    const json = { unitIds, percent, preview: !apply }
    const parsed = v.safeParse(BulkPriceSchema, json)
    if (!parsed.success) return setError(errorText(t, parsed.issues[0]?.message))
    setBusy(true)
    try {
      const result = await read(
        api.panel.facilities[':id'].units.prices.$post({ param: { id: String(facilityId) }, json }),
      )
      setError(undefined)
      if (apply) {
        await queryClient.invalidateQueries({ queryKey: ['panel'] })
        toast(t('panel.listing.bulkApplied', { count: result.items.length }), 'success')
        setPreview(null)
        setPercent('')
        onDone()
      } else setPreview(result.items)
    } catch (failure) {
      const fields = apiErrors(failure)
      if (fields) setError(errorText(t, Object.values(fields)[0]))
      else toast(failedText(t, failure), 'error')
    } finally {
      setBusy(false)
    }
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!busy) void send(false)
  }
  const errorId = `${id}-error`
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={css({ display: 'grid', gap: '3', p: '4', bg: 'bg.muted', borderRadius: 'lg' })}
      data-testid="bulk-price"
    >
      <h3 id={`${id}-title`} className={css({ fontWeight: '700' })}>
        {t('panel.listing.bulkTitle')}
      </h3>
      <p aria-live="polite" className={css({ fontSize: 'sm' })}>
        {unitIds.length ? t('panel.listing.bulkSelected', { count: unitIds.length }) : t('panel.listing.bulkNone')}
      </p>
      <form
        onSubmit={submit}
        noValidate
        className={css({ display: 'flex', gap: '2', alignItems: 'end', flexWrap: 'wrap' })}
      >
        <div className={css({ display: 'grid', gap: '1' })}>
          <label htmlFor={`${id}-percent`} className={css({ fontSize: 'sm', fontWeight: '600' })}>
            {t('panel.listing.percent')}
          </label>
          <input
            id={`${id}-percent`}
            value={percent}
            inputMode="decimal"
            autoComplete="off"
            onChange={(e) => {
              setPercent(e.target.value)
              setPreview(null)
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(error && errorId)}
            className={`${input()} ${css({ w: '32' })}`}
            data-testid="bulk-percent"
          />
        </div>
        <button
          type="submit"
          className={button({ variant: 'outline' })}
          aria-disabled={busy || undefined}
          data-testid="bulk-preview"
        >
          {t('panel.listing.preview')}
        </button>
      </form>
      {error ? (
        <p id={errorId} className={css({ color: 'danger.700', fontSize: 'sm' })}>
          {error}
        </p>
      ) : null}
      {preview ? (
        <>
          <table className={css({ borderCollapse: 'collapse', fontSize: 'sm' })} data-testid="bulk-preview-table">
            <caption className={css({ textAlign: 'left', fontWeight: '600', mb: '1' })}>
              {t('panel.listing.bulkPreviewCaption')}
            </caption>
            <tbody>
              {preview.map((row) => (
                <tr key={row.unitId}>
                  <th scope="row" className={css({ textAlign: 'left', pr: '4', py: '0.5' })}>
                    {row.code}
                  </th>
                  <td>
                    {t('panel.listing.priceChange', {
                      from: formatMoney(row.oldPrice, lang, { currency: false }),
                      to: formatMoney(row.newPrice, lang, { currency: false }),
                    })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div>
            <button
              type="button"
              className={button()}
              aria-disabled={busy || undefined}
              onClick={() => !busy && void send(true)}
              data-testid="bulk-apply"
            >
              {t('panel.listing.apply')}
            </button>
          </div>
        </>
      ) : null}
    </section>
  )
}
