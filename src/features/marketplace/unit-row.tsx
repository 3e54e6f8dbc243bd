import { css } from 'styled-system/css'
import { badge, button } from 'styled-system/recipes'
import type { Unit } from '@api/contract/marketplace'
import { useLang, useT } from '~/i18n/use-lang'
import { formatMoney, gross } from '@kernel/money'
import { pricePerM2 } from './format'

/** What a unit's button does, read by the units card's one click handler (`unitAction`). */
export type UnitAction = 'reserve' | 'ask'
const action = (unit: Unit, act: UnitAction) => ({ 'data-unit-action': act, 'data-unit-id': unit.id })

/**
 * A unit with its price and its actions: "Zarezerwuj" holds it (the reservation dialog), "Zapytaj" fills in the
 * inquiry form with it. A unit priced on request has no price to lock, so it cannot be reserved: its one action is
 * "Zapytaj o cenę", which says that it opens the inquiry. At a facility nobody would hear a reservation at
 * (`reservable` false, ADR 0085) a free unit offers the inquiry and the operator's phone instead. The buttons carry no
 * handler: the list is a static island (ADR 0102) and the card takes their clicks (`data-unit-action`).
 */
export function UnitRow({
  unit,
  reservable = true,
  phone = null,
}: {
  unit: Unit
  reservable?: boolean
  phone?: string | null
}) {
  const t = useT()
  const lang = useLang()
  const perM2 = unit.priceMonthly !== null ? pricePerM2(unit.priceMonthly, unit.size.m2) : null
  return (
    <li
      data-testid="unit-row"
      data-available={unit.isAvailable}
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: '1fr', sm: '1fr auto' },
        gap: '3',
        alignItems: 'center',
        py: '4',
        borderBottom: '1px solid',
        borderColor: 'border.default',
        _last: { borderBottom: '0' },
      })}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <p className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
          <strong className={css({ fontSize: 'lg', color: 'fg.strong' })}>{unit.size.label}</strong>
          <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>
            {unit.type.name} · {unit.code}
          </span>
          {unit.isAvailable ? null : (
            <span className={badge({ tone: 'neutral' })}>{t('facilityPage.unavailable')}</span>
          )}
        </p>
        {unit.priceMonthly !== null ? (
          <>
            {unit.lowestPrice30d !== null ? (
              <p className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap', fontSize: 'sm' })}>
                <span className={badge({ tone: 'success' })}>{t('facilityPage.reduced')}</span>
                <span data-testid="omnibus">
                  {t('facilityPage.lowestPrice30d', {
                    price: formatMoney(unit.lowestPrice30d, lang, { currency: false }),
                  })}
                </span>
              </p>
            ) : null}
            <p className={css({ fontWeight: '700', color: 'fg.strong' })}>
              {t('facilityPage.perMonth', { price: formatMoney(unit.priceMonthly, lang, { currency: false }) })}
              {perM2 !== null ? (
                <span className={css({ fontWeight: '400', color: 'fg.muted', fontSize: 'sm', ml: '2' })}>
                  {t('facilityPage.perM2', { price: formatMoney(perM2, lang, { currency: false }) })}
                </span>
              ) : null}
            </p>
            <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>
              {t('facilityPage.gross', {
                price: formatMoney(gross(unit.priceMonthly), lang, { currency: false }),
              })}
            </p>
          </>
        ) : (
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t('facilityPage.priceOnRequest')}</p>
        )}
      </div>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', justifyContent: { sm: 'flex-end' } })}>
        {!unit.isAvailable ? (
          <button type="button" className={button({ variant: 'outline', size: 'sm' })} disabled>
            {t('facilityPage.unavailable')}
            <span className={css({ srOnly: true })}> {unit.code}</span>
          </button>
        ) : unit.priceMonthly === null ? (
          // No price to lock, so nothing to reserve: the one action says what it does, an inquiry about the price.
          <button
            type="button"
            className={button({ variant: 'accent', size: 'sm' })}
            {...action(unit, 'ask')}
            data-testid="unit-ask-price"
          >
            {t('facilityPage.askPrice')}
            <span className={css({ srOnly: true })}> {unit.code}</span>
          </button>
        ) : !reservable ? (
          <>
            {phone ? (
              <a
                href={`tel:${phone.replace(/\s+/g, '')}`}
                className={button({ variant: 'ghost', size: 'sm' })}
                data-testid="unit-call"
              >
                {t('facilityPage.call')}
                <span className={css({ srOnly: true })}> {phone}</span>
              </a>
            ) : null}
            <button
              type="button"
              className={button({ variant: 'accent', size: 'sm' })}
              {...action(unit, 'ask')}
              data-testid="unit-ask"
            >
              {t('facilityPage.ask')}
              <span className={css({ srOnly: true })}> {unit.code}</span>
            </button>
          </>
        ) : (
          <>
            <button type="button" className={button({ variant: 'ghost', size: 'sm' })} {...action(unit, 'ask')}>
              {t('facilityPage.ask')}
              <span className={css({ srOnly: true })}> {unit.code}</span>
            </button>
            <button type="button" className={button({ variant: 'accent', size: 'sm' })} {...action(unit, 'reserve')}>
              {t('facilityPage.reserve')}
              <span className={css({ srOnly: true })}> {unit.code}</span>
            </button>
          </>
        )}
      </div>
    </li>
  )
}

/** The units, as the server draws them and a navigation renders them: the facility page's `UnitListIsland`. */
export function UnitList({ units, reservable, phone }: { units: Unit[]; reservable: boolean; phone: string | null }) {
  return (
    <ul className={css({ listStyle: 'none', p: '0', m: '0' })}>
      {units.map((unit) => (
        <UnitRow key={unit.id} unit={unit} reservable={reservable} phone={phone} />
      ))}
    </ul>
  )
}
