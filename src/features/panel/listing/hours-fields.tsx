import { useId } from 'react'
import { css } from 'styled-system/css'
import { checkbox, input } from 'styled-system/recipes'
import { DAY_CODES, type DayCode, type WeekHours } from '@api/contract/listing-values'
import { useT } from '~/i18n/use-lang'
import { describedBy } from '~/ui/form/field-state'
import { errorText, type FieldErrors } from './issues'

const DEFAULT_DAY = { opens: '08:00', closes: '18:00' }
export const emptyWeek = (): WeekHours =>
  Object.fromEntries(DAY_CODES.map((d) => [d, d === 'su' ? null : { ...DEFAULT_DAY }])) as WeekHours

type Props = {
  name: 'openingHours' | 'accessHours'
  legend: string
  value: WeekHours | null
  onChange: (value: WeekHours | null) => void
  errors: FieldErrors
  disabled: boolean
}

/** A week of hours: given or not at all, then per day closed or a from–to range (24:00 allowed as "until midnight"). */
export function HoursFields({ name, legend, value, onChange, errors, disabled }: Props) {
  const t = useT()
  const id = useId()
  const setDay = (day: DayCode, next: WeekHours[DayCode]) => value && onChange({ ...value, [day]: next })
  return (
    <fieldset className={css({ border: '1px solid', borderColor: 'border.default', borderRadius: 'lg', p: '4', minW: '0' })}>
      <legend className={css({ fontWeight: '700', px: '1' })}>{legend}</legend>
      <label className={css({ display: 'flex', gap: '2', alignItems: 'center', mb: '3' })}>
        <input
          type="checkbox"
          className={checkbox()}
          checked={value !== null}
          disabled={disabled}
          onChange={(e) => onChange(e.target.checked ? emptyWeek() : null)}
          data-testid={`${name}-given`}
        />
        {t('panel.listing.hoursGiven')}
      </label>
      {value ? (
        <div className={css({ display: 'grid', gap: '2' })}>
          {DAY_CODES.map((day) => {
            const h = value[day]
            const error = errorText(t, errors[`${name}.${day}`] ?? errors[`${name}.${day}.opens`] ?? errors[`${name}.${day}.closes`])
            const errorId = `${id}-${day}-error`
            const dayName = t(`panel.listing.days.${day}`)
            return (
              <div key={day} role="group" aria-label={dayName} className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
                <span className={css({ w: '28', fontWeight: '600', fontSize: 'sm' })}>{dayName}</span>
                <label className={css({ display: 'flex', gap: '1', alignItems: 'center', fontSize: 'sm' })}>
                  <input
                    type="checkbox"
                    className={checkbox()}
                    checked={h === null}
                    disabled={disabled}
                    onChange={(e) => setDay(day, e.target.checked ? null : { ...DEFAULT_DAY })}
                  />
                  {t('panel.listing.closed')}
                </label>
                {h ? (
                  <>
                    {(['opens', 'closes'] as const).map((edge) => (
                      <label key={edge} className={css({ display: 'flex', gap: '1', alignItems: 'center', fontSize: 'sm' })}>
                        <span>{t(`panel.listing.${edge}`)}</span>
                        <input
                          value={h[edge]}
                          inputMode="numeric"
                          pattern="[0-9]{2}:[0-9]{2}"
                          placeholder="08:00"
                          maxLength={5}
                          disabled={disabled}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={describedBy(error && errorId)}
                          onChange={(e) => setDay(day, { ...h, [edge]: e.target.value })}
                          className={`${input({ size: 'sm' })} ${css({ w: '20' })}`}
                          data-testid={`${name}-${day}-${edge}`}
                        />
                      </label>
                    ))}
                  </>
                ) : null}
                {error ? (
                  <p id={errorId} className={css({ color: 'danger.700', fontSize: 'xs', w: 'full' })}>
                    {error}
                  </p>
                ) : null}
              </div>
            )
          })}
        </div>
      ) : null}
    </fieldset>
  )
}
