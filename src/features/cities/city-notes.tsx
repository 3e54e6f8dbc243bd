import { css } from 'styled-system/css'
import type { CityIndexResponse } from '@api/contract/cities'
import { useLang, useT } from '~/i18n/use-lang'
import { Faq } from '~/ui/faq'
import { cityFaq } from './content'
import { MethodNote } from './method-note'
import { NearbyPlaces } from './nearby-places'

const section = css({ display: 'flex', flexDirection: 'column', gap: '4' })

/** The city page below its facilities (places nearby, questions, how we count): a static island (`islands.ts`). */
export function CityNotes({ data }: { data: CityIndexResponse }) {
  const lang = useLang()
  const t = useT()
  return (
    <>
      <NearbyPlaces places={data.nearby} />
      <section aria-labelledby="city-faq" className={section}>
        <h2 id="city-faq" className={css({ textStyle: 'h2' })}>
          {t('city.faq.title')}
        </h2>
        <Faq items={cityFaq(data, lang)} />
      </section>
      <MethodNote radiusKm={data.radiusKm} computedAt={data.computedAt} />
    </>
  )
}
