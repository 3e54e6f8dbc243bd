/** Texts that exist for keyboard and screen-reader users (ADR 0014): announcements, skip links, control names. */
export const a11y = {
  pageChanged: 'Otwarto stronę: {{title}}',
  skipToResults: 'Przejdź do wyników',
  ribbon: {
    pause: 'Zatrzymaj animację',
    play: 'Wznów animację',
  },
  heroSearch: 'Wyszukiwarka magazynów',
  mapSearch: 'Wyszukiwanie na mapie',
  priceText: '{{value}} zł',
  map: {
    title: 'Mapa',
    zoomIn: 'Przybliż',
    zoomOut: 'Oddal',
    resetBearing: 'Przeciągnij, aby obrócić mapę; kliknij, aby ustawić północ',
    attribution: 'Pokaż lub ukryj informacje o źródłach mapy',
    feedback: 'Zgłoś uwagi do mapy',
    logo: 'Logo MapLibre',
    marker: 'Znacznik na mapie',
    popupClose: 'Zamknij okienko',
  },
  chosenUnit: 'Wybrany boks: {{code}} ({{size}})',
}
