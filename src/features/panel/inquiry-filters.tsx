import { type FormEvent, useId } from 'react'
import { css } from 'styled-system/css'
import { button, input, select } from 'styled-system/recipes'
import { INQUIRY_STAGES, type PanelFacility } from '@api/contract/panel'
import { useT } from '~/i18n/use-lang'
import type { InquirySearch } from './search'

/**
 * A GET-style form: submitting writes the filters into the URL (the list reads them from there), so a reload, Back
 * or a shared link shows the same list.
 */
export function InquiryFilters({
  search,
  facilities,
  onApply,
}: {
  search: InquirySearch
  facilities: PanelFacility[]
  onApply: (next: InquirySearch) => void
}) {
  const t = useT()
  const id = useId()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const text = (name: string) => String(data.get(name) ?? '').trim() || undefined
    onApply({
      clientId: search.clientId,
      stage: text('stage') as InquirySearch['stage'],
      facilityId: text('facilityId') ? Number(text('facilityId')) : undefined,
      q: text('q'),
    })
  }
  const label = css({ display: 'block', fontSize: 'sm', fontWeight: '600', mb: '1' })
  return (
    <form
      role="search"
      aria-label={t('panel.inquiries.filters')}
      onSubmit={submit}
      key={JSON.stringify(search)}
      className={css({
        display: 'grid',
        gap: '3',
        gridTemplateColumns: { base: '1fr', md: '1fr 1fr 2fr auto' },
        alignItems: 'end',
        bg: 'white',
        p: '4',
        borderRadius: 'lg',
        border: '1px solid',
        borderColor: 'border.default',
      })}
    >
      <div>
        <label htmlFor={`${id}-stage`} className={label}>
          {t('panel.inquiries.stage')}
        </label>
        <select id={`${id}-stage`} name="stage" defaultValue={search.stage ?? ''} className={select()}>
          <option value="">{t('panel.inquiries.allStages')}</option>
          {INQUIRY_STAGES.map((stage) => (
            <option key={stage} value={stage}>
              {t(`panel.stages.${stage}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-facility`} className={label}>
          {t('panel.inquiries.facility')}
        </label>
        <select id={`${id}-facility`} name="facilityId" defaultValue={search.facilityId ?? ''} className={select()}>
          <option value="">{t('panel.inquiries.allFacilities')}</option>
          {facilities.map((f) => (
            <option key={f.id} value={f.id}>{`${f.name}, ${f.city}`}</option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-q`} className={label}>
          {t('panel.inquiries.search')}
        </label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          defaultValue={search.q ?? ''}
          aria-describedby={`${id}-q-hint`}
          className={input()}
          maxLength={200}
        />
        <p id={`${id}-q-hint`} className={css({ fontSize: 'xs', color: 'fg.muted', mt: '1' })}>
          {t('panel.inquiries.searchHint')}
        </p>
      </div>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', pb: { md: '5' } })}>
        <button type="submit" className={button()}>
          {t('panel.inquiries.apply')}
        </button>
        <button
          type="button"
          className={button({ variant: 'ghost' })}
          onClick={() => onApply({ clientId: search.clientId })}
        >
          {t('panel.inquiries.clear')}
        </button>
      </div>
    </form>
  )
}
