import { useEffect } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { AlertSearchInput, SavedSearch } from '@api/contract/alerts'
import { useT } from '~/i18n/use-lang'
// By path, not through the kit's index: this page must not reach the kit's eager parts (ADR 0112).
import { KitForm } from '~/ui/form/kit-form'
import { SubmitButton } from '~/ui/form/submit-button'
import { TextField } from '~/ui/form/text-field'
import { useLazyKitForm } from '~/ui/form/use-lazy-kit-form'

const ERRORS = {
  sizeRange: 'alerts.edit.errors.sizeRange',
  priceRange: 'alerts.edit.errors.priceRange',
  radiusTooLarge: 'alerts.edit.errors.radiusTooLarge',
  invalid: 'alerts.edit.errors.invalid',
} as const

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n))
const optional = (n: number | undefined) => (n === undefined ? undefined : String(n))

/** The numbers of a saved search (size, price range, radius) with the list search's rules; the place stays. */
export function EditAlertForm({
  search,
  onSave,
  onCancel,
}: {
  search: SavedSearch
  onSave: (input: AlertSearchInput) => Promise<unknown>
  onCancel: () => void
}) {
  const t = useT()
  const { fields, kit, formProps } = useLazyKitForm({
    id: `alert-edit-${search.id}`,
    schema: () => import('@api/contract/alerts').then((m) => m.AlertEditFieldsSchema),
    messages: ERRORS,
    defaultValue: {
      minSize: text(search.minSize),
      maxSize: text(search.maxSize),
      priceMin: text(search.priceMin),
      priceMax: text(search.priceMax),
      radius: text(search.radiusKm),
    },
    coerce: true,
    onValid: (value) =>
      void onSave({
        place: search.place,
        lat: String(search.lat),
        lon: String(search.lon),
        radius: String(value.radius),
        minSize: optional(value.minSize),
        maxSize: optional(value.maxSize),
        priceMin: optional(value.priceMin),
        priceMax: optional(value.priceMax),
        features: search.features.length ? search.features.join(',') : undefined,
        unitType: search.unitType ?? undefined,
      }),
  })
  // Opened by "Edit", which it replaces: focus goes to its first field, not to the page's start.
  const first = fields.minSize.id
  useEffect(() => {
    document.getElementById(first)?.focus()
  }, [first])
  return (
    <KitForm kit={kit} formProps={formProps} className={css({ mt: '4' })} aria-label={t('alerts.edit.legend')}>
      <div
        className={css({
          display: 'grid',
          gap: '3',
          gridTemplateColumns: { base: 'minmax(0, 1fr) minmax(0, 1fr)', md: 'repeat(5, minmax(0, 1fr))' },
        })}
      >
        <TextField field={fields.minSize} label={t('alerts.edit.minSize')} inputMode="decimal" />
        <TextField field={fields.maxSize} label={t('alerts.edit.maxSize')} inputMode="decimal" />
        <TextField field={fields.priceMin} label={t('alerts.edit.priceMin')} inputMode="numeric" />
        <TextField field={fields.priceMax} label={t('alerts.edit.priceMax')} inputMode="numeric" />
        <TextField field={fields.radius} label={t('alerts.edit.radius')} inputMode="decimal" />
      </div>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '3' })}>
        <SubmitButton
          className={button({ size: 'sm' })}
          pending={false}
          label={t('alerts.edit.save')}
          pendingLabel={t('alerts.edit.save')}
        />
        <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={onCancel}>
          {t('alerts.edit.cancel')}
        </button>
      </div>
    </KitForm>
  )
}
