import { css } from 'styled-system/css'
import type { DayCode, WeekHours } from '@api/contract/listing-values'
import type { Facility } from '@api/contract/marketplace'
import { useT } from '~/i18n/use-lang'
import { DetailCard } from './detail-card'

const ALL_DAY = (d: WeekHours[keyof WeekHours]) => d?.opens === '00:00' && d.closes === '24:00'

function HoursTable({ caption, hours }: { caption: string; hours: WeekHours }) {
  const t = useT()
  return (
    <table className={css({ borderCollapse: 'collapse', fontSize: 'sm', w: 'full' })}>
      <caption className={css({ textAlign: 'left', fontWeight: '700', mb: '1', color: 'fg.strong' })}>
        {caption}
      </caption>
      <tbody>
        {/* The API sends every day, Monday first: its keys are the order. */}
        {(Object.keys(hours) as DayCode[]).map((day) => {
          const h = hours[day]
          return (
            <tr key={day}>
              <th scope="row" className={css({ textAlign: 'left', fontWeight: '500', pr: '4', py: '0.5' })}>
                {t(`facilityPage.days.${day}`)}
              </th>
              <td className={css({ py: '0.5', color: h ? 'fg.default' : 'fg.muted' })}>
                {!h
                  ? t('facilityPage.hoursClosed')
                  : ALL_DAY(h)
                    ? t('facilityPage.hoursAllDay')
                    : `${h.opens}–${h.closes}`}
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

/** Office and storage-access hours as the operator set them in the panel; nothing when neither was given. */
export function HoursCard({ facility }: { facility: Facility }) {
  const t = useT()
  if (!facility.openingHours && !facility.accessHours) return null
  return (
    <DetailCard title={t('facilityPage.hoursTitle')} id="hours-title">
      <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })}>
        {facility.openingHours ? (
          <HoursTable caption={t('facilityPage.openingHours')} hours={facility.openingHours} />
        ) : null}
        {facility.accessHours ? (
          <HoursTable caption={t('facilityPage.accessHours')} hours={facility.accessHours} />
        ) : null}
      </div>
    </DetailCard>
  )
}
