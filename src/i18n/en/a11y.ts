import type { MessagesOf } from '../types'
import type { a11y as pl } from '../pl/a11y'

export const a11y: MessagesOf<typeof pl> = {
  pageChanged: 'Page opened: {{title}}',
  skipToResults: 'Skip to results',
  ribbon: {
    pause: 'Pause animation',
    play: 'Play animation',
  },
  heroSearch: 'Storage search',
  mapSearch: 'Map search',
  priceText: '{{value}} PLN',
  map: {
    title: 'Map',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    resetBearing: 'Drag to rotate the map, click to reset north',
    attribution: 'Show or hide map attribution',
    feedback: 'Map feedback',
    logo: 'MapLibre logo',
    marker: 'Map marker',
    popupClose: 'Close popup',
  },
  chosenUnit: 'Chosen unit: {{code}} ({{size}})',
}
