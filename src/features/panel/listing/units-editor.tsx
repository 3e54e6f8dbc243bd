import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import * as v from 'valibot'
import { css } from 'styled-system/css'
import { badge, button, checkbox, input, select } from 'styled-system/recipes'
import { UnitCreateSchema, UnitEditSchema } from '@api/contract/listing'
import type { PanelUnit } from '@api/contract/panel'
import { formatMoney } from '@kernel/money'
import { UnitTypeOptions } from '~/features/marketplace/unit-type-options'
import { useLang, useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { read } from '~/lib/api-client'
import { describedBy } from '~/ui/form/field-state'
import { TableShell, tableCell } from '~/ui/table/data-table'
import { toast } from '~/ui/toast'
import { BulkPrice } from './bulk-price'
import { type FieldErrors, errorText, schemaErrors, showSaveFailure } from './issues'

const small = `${input({ size: 'sm' })} ${css({ w: '24' })}`
const errorLine = css({ color: 'danger.700', fontSize: 'xs', mt: '1' })

function useSaveUnit() {
  const queryClient = useQueryClient()
  return async () => {
    await queryClient.invalidateQueries({ queryKey: ['panel'] })
  }
}

function UnitRow({
  unit,
  selected,
  onSelect,
  readOnly,
}: {
  unit: PanelUnit
  selected: boolean
  onSelect: (on: boolean) => void
  readOnly: boolean
}) {
  const t = useT()
  const lang = useLang()
  const refresh = useSaveUnit()
  const [editing, setEditing] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [busy, setBusy] = useState(false)
  const patch = async (json: v.InferInput<typeof UnitEditSchema>) => {
    const parsed = v.safeParse(UnitEditSchema, json)
    if (!parsed.success) return setErrors(schemaErrors(parsed.issues))
    setBusy(true)
    try {
      await read(api.panel.units[':id'].$patch({ param: { id: String(unit.id) }, json }))
      await refresh()
      setErrors({})
      setEditing(false)
      toast(t('panel.listing.unitSaved', { code: unit.code }), 'success')
    } catch (failure) {
      showSaveFailure(t, failure, setErrors)
    } finally {
      setBusy(false)
    }
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const data = new FormData(event.currentTarget)
    void patch({
      sizeM2: String(data.get('sizeM2')),
      type: String(data.get('type')) as PanelUnit['type'],
      priceMonthly: String(data.get('priceMonthly')),
    })
  }
  const formId = `unit-form-${unit.id}`
  const err = (key: string) => errorText(t, errors[key])
  return (
    <tr data-testid={`listing-unit-${unit.code}`}>
      <td className={tableCell}>
        {readOnly ? null : (
          <input
            type="checkbox"
            className={checkbox()}
            checked={selected}
            onChange={(e) => onSelect(e.target.checked)}
            aria-label={t('panel.listing.selectUnit', { code: unit.code })}
            disabled={unit.priceMonthly === null}
          />
        )}
      </td>
      <th scope="row" className={tableCell}>
        {unit.code}
      </th>
      {editing ? (
        <>
          <td className={tableCell}>
            <form id={formId} onSubmit={submit} noValidate />
            <input
              form={formId}
              name="sizeM2"
              defaultValue={String(unit.sizeM2).replace('.', lang === 'pl' ? ',' : '.')}
              inputMode="decimal"
              aria-label={`${t('panel.listing.size')}, ${unit.code}`}
              aria-invalid={err('sizeM2') ? true : undefined}
              aria-describedby={describedBy(err('sizeM2') && `${formId}-size`)}
              className={small}
            />
            {err('sizeM2') ? (
              <p id={`${formId}-size`} className={errorLine}>
                {err('sizeM2')}
              </p>
            ) : null}
          </td>
          <td className={tableCell}>
            <select
              form={formId}
              name="type"
              defaultValue={unit.type}
              aria-label={`${t('panel.listing.type')}, ${unit.code}`}
              className={select()}
            >
              <UnitTypeOptions />
            </select>
          </td>
          <td className={tableCell}>
            <input
              form={formId}
              name="priceMonthly"
              defaultValue={unit.priceMonthly ?? ''}
              inputMode="decimal"
              aria-label={`${t('panel.listing.price')}, ${unit.code}`}
              aria-invalid={err('priceMonthly') ? true : undefined}
              aria-describedby={describedBy(err('priceMonthly') && `${formId}-price`)}
              className={small}
            />
            {err('priceMonthly') ? (
              <p id={`${formId}-price`} className={errorLine}>
                {err('priceMonthly')}
              </p>
            ) : null}
          </td>
        </>
      ) : (
        <>
          <td className={tableCell}>{unit.sizeLabel}</td>
          <td className={tableCell}>{unit.typeName}</td>
          <td className={tableCell}>
            {unit.priceMonthly === null
              ? '—'
              : t('panel.listing.priceValue', { price: formatMoney(unit.priceMonthly, lang, { currency: false }) })}
          </td>
        </>
      )}
      <td className={tableCell}>
        <span className={badge({ tone: unit.isActive ? 'success' : 'neutral' })}>
          {t(unit.isActive ? 'panel.listing.active' : 'panel.listing.inactive')}
        </span>
      </td>
      <td className={tableCell}>
        {readOnly ? null : (
          <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
            {editing ? (
              <>
                <button
                  type="submit"
                  form={formId}
                  className={button({ size: 'sm' })}
                  aria-disabled={busy || undefined}
                >
                  {t('panel.listing.saveUnit')}
                  <span className={css({ srOnly: true })}> {unit.code}</span>
                </button>
                <button
                  type="button"
                  className={button({ size: 'sm', variant: 'outline' })}
                  onClick={() => {
                    setEditing(false)
                    setErrors({})
                  }}
                >
                  {t('panel.listing.cancel')}
                </button>
              </>
            ) : (
              <>
                <button
                  type="button"
                  className={button({ size: 'sm', variant: 'outline' })}
                  onClick={() => setEditing(true)}
                >
                  {t('panel.listing.edit')}
                  <span className={css({ srOnly: true })}> {unit.code}</span>
                </button>
                <button
                  type="button"
                  className={button({ size: 'sm', variant: 'outline' })}
                  aria-disabled={busy || undefined}
                  onClick={() => !busy && void patch({ isActive: !unit.isActive })}
                  data-testid="unit-active-toggle"
                >
                  {t(unit.isActive ? 'panel.listing.deactivate' : 'panel.listing.activate')}
                  <span className={css({ srOnly: true })}> {unit.code}</span>
                </button>
              </>
            )}
          </div>
        )}
      </td>
    </tr>
  )
}

function AddUnit({ facilityId }: { facilityId: number }) {
  const t = useT()
  const refresh = useSaveUnit()
  const [errors, setErrors] = useState<FieldErrors>({})
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const form = event.currentTarget
    const data = Object.fromEntries(new FormData(form)) as Record<string, string>
    const json = {
      code: data.code ?? '',
      sizeM2: data.sizeM2 ?? '',
      type: data.type as PanelUnit['type'],
      priceMonthly: data.priceMonthly ?? '',
    }
    const parsed = v.safeParse(UnitCreateSchema, json)
    if (!parsed.success) {
      setErrors(schemaErrors(parsed.issues))
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    setBusy(true)
    try {
      const { unit } = await read(api.panel.facilities[':id'].units.$post({ param: { id: String(facilityId) }, json }))
      await refresh()
      setErrors({})
      form.reset()
      toast(t('panel.listing.unitAdded', { code: unit.code }), 'success')
    } catch (failure) {
      showSaveFailure(t, failure, setErrors)
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
    } finally {
      setBusy(false)
    }
  }
  const field = (name: 'code' | 'sizeM2' | 'priceMonthly', label: string, extra: { inputMode?: 'decimal' } = {}) => {
    const error = errorText(t, errors[name])
    return (
      <div className={css({ display: 'grid', gap: '1' })}>
        <label htmlFor={`add-${name}`} className={css({ fontSize: 'sm', fontWeight: '600' })}>
          {label}
        </label>
        <input
          id={`add-${name}`}
          name={name}
          {...extra}
          autoComplete="off"
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && `add-${name}-error`)}
          className={`${input()} ${css({ w: 'full' })}`}
          data-testid={`add-${name}`}
        />
        {error ? (
          <p id={`add-${name}-error`} className={errorLine}>
            {error}
          </p>
        ) : null}
      </div>
    )
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="add-unit-heading"
      className={css({
        display: 'grid',
        gap: '3',
        gridTemplateColumns: { base: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr) auto' },
        alignItems: 'end',
      })}
      data-testid="add-unit"
    >
      <h3 id="add-unit-heading" className={css({ fontWeight: '700', gridColumn: '1 / -1' })}>
        {t('panel.listing.addUnit')}
      </h3>
      {field('code', t('panel.listing.code'))}
      {field('sizeM2', t('panel.listing.size'), { inputMode: 'decimal' })}
      <div className={css({ display: 'grid', gap: '1' })}>
        <label htmlFor="add-type" className={css({ fontSize: 'sm', fontWeight: '600' })}>
          {t('panel.listing.type')}
        </label>
        <select id="add-type" name="type" defaultValue="standard" className={select()}>
          <UnitTypeOptions />
        </select>
      </div>
      {field('priceMonthly', t('panel.listing.price'), { inputMode: 'decimal' })}
      <button type="submit" className={button()} aria-disabled={busy || undefined} data-testid="add-unit-submit">
        {t('panel.listing.add')}
      </button>
    </form>
  )
}

/** Units of one facility: edit size, type and price, retire or restore, add, and change prices in bulk. */
export function UnitsEditor({
  facilityId,
  facilityName,
  units,
  readOnly,
}: {
  facilityId: number
  facilityName: string
  units: PanelUnit[]
  readOnly: boolean
}) {
  const t = useT()
  const [selected, setSelected] = useState<number[]>([])
  const toggle = (id: number, on: boolean) => setSelected((s) => (on ? [...s, id] : s.filter((x) => x !== id)))
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t('panel.listing.neverDeleted')}</p>
      <TableShell
        caption={t('panel.listing.unitsCaption', { facility: facilityName })}
        headers={[
          { hidden: t('panel.listing.select') },
          ...(['code', 'size', 'type', 'price', 'status', 'actions'] as const).map((key) => t(`panel.listing.${key}`)),
        ]}
        minWidth="large"
      >
        {units.map((unit) => (
          <UnitRow
            key={unit.id}
            unit={unit}
            selected={selected.includes(unit.id)}
            onSelect={(on) => toggle(unit.id, on)}
            readOnly={readOnly}
          />
        ))}
      </TableShell>
      {readOnly ? null : (
        <>
          <BulkPrice facilityId={facilityId} unitIds={selected} onDone={() => setSelected([])} />
          <AddUnit facilityId={facilityId} />
        </>
      )}
    </div>
  )
}
