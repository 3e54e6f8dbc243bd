import { useId } from 'react'
import { css } from 'styled-system/css'
import { button, input } from 'styled-system/recipes'
import { INQUIRY_STAGES, type PanelFacility } from '@api/contract/panel'
import { useT } from '~/i18n/use-lang'
import { FilterForm, FilterSelect, filterLabel } from '~/ui/records/filter-form'
import { facilityLabel } from '~/features/panel/facility-label'
import type { InquirySearch } from './search'

/** The inquiry list's filters: stage, facility and a text search, kept in the URL. */
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
  return (
    <FilterForm
      label={t('panel.inquiries.filters')}
      layout="narrow-narrow-wide"
      values={search}
      onFilters={({ text, id: number }) =>
        onApply({
          clientId: search.clientId,
          stage: text('stage') as InquirySearch['stage'],
          facilityId: number('facilityId'),
          q: text('q'),
        })
      }
    >
      <FilterSelect
        id={`${id}-stage`}
        name="stage"
        label={t('panel.inquiries.stage')}
        anyLabel={t('panel.inquiries.allStages')}
        value={search.stage}
        options={INQUIRY_STAGES.map((stage) => ({ value: stage, label: t(`panel.stages.${stage}`) }))}
      />
      <FilterSelect
        id={`${id}-facility`}
        name="facilityId"
        label={t('panel.inquiries.facility')}
        anyLabel={t('panel.inquiries.allFacilities')}
        value={search.facilityId}
        options={facilities.map((f) => ({ value: f.id, label: facilityLabel(f) }))}
      />
      <div>
        <label htmlFor={`${id}-q`} className={filterLabel}>
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
    </FilterForm>
  )
}
