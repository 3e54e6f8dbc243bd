import type { Lang } from '@kernel/lang'
import { loadMessages } from '~/i18n'
import { deferred } from '~/ui/deferred'
import { useLoadOnUse } from '~/ui/on-use'
import type { CityLinkSlot, MapControlsProps } from './map-controls'
import { type MapSearchControlsProps, useMapControlsProps } from './map-controls-props'

/**
 * The list page's search box, radius and location controls, server-rendered in full (ADR 0114) with their code on
 * first use (ADR 0117): the combobox, the radius options and the city shortcuts are not needed to read the results.
 * Before it, the box is a GET form and a press on a button is held until they have hydrated. Their words (`place`,
 * which the list does not otherwise speak before its islands) and the city pages' link (the cities feature's, which
 * the page hands in) come with their code. One per language.
 */
export function deferredMapControls(lang: Lang, loadCityLink: () => Promise<CityLinkSlot>) {
  const Controls = deferred(
    () =>
      Promise.all([import('./map-controls'), loadCityLink(), loadMessages(lang, ['place'])]).then(
        ([m, CityLink]) =>
          function ListMapControls(props: Omit<MapControlsProps, 'cityLink'>) {
            return <m.MapControls {...props} cityLink={CityLink} />
          },
      ),
    useLoadOnUse,
  )
  function MapSearchControls({ ms, search, origin }: Omit<MapSearchControlsProps, 'cityLink'>) {
    return <Controls {...useMapControlsProps(ms, search, origin)} compact />
  }
  return Object.assign(MapSearchControls, { preload: Controls.preload })
}
