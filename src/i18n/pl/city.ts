/** City pages with the live price index (issue 18). `{{inCity}}` is "w Krakowie" / "we Wrocławiu". */
export const city = {
  title: 'Self storage {{city}}: ceny i {{count}} {{facilities}} ({{month}})',
  facilities: { one: 'magazyn', few: 'magazyny', many: 'magazynów', other: 'magazynu' },
  description:
    'Ile kosztuje self storage {{inCity}}? Mediana i zakres cen boksów według rozmiaru, z VAT i bez, oraz {{count}} {{facilities}} w promieniu {{km}} km.',
  lead: 'Aktualne ceny wolnych boksów {{inCity}} i okolicy (do {{km}} km) według rozmiaru oraz magazyny najbliżej centrum.',
  breadcrumbHome: 'Strona główna',
  breadcrumbList: 'Magazyny self storage',
  breadcrumbLabel: 'Okruszki',
  index: {
    title: 'Ile kosztuje self storage {{inCity}}',
    caption: 'Miesięczne ceny wolnych boksów {{inCity}} i okolicy (do {{km}} km), w złotych',
    band: 'Rozmiar',
    median: 'Mediana netto',
    gross: 'Mediana brutto (z 23% VAT)',
    range: 'Zakres netto',
    perM2: 'Mediana za m² netto',
    units: 'Wolne boksy',
    noData: 'za mało danych',
    rangeValue: '{{min}}–{{max}} zł',
    priceValue: '{{price}} zł',
    perM2Value: '{{price}} zł/m²',
  },
  bands: { '1-2': '1–2 m²', '3-5': '3–5 m²', '6-10': '6–10 m²', '10-20': '10–20 m²', '20+': 'ponad 20 m²' },
  chart: {
    title: 'Mediana miesięcznej ceny netto według rozmiaru',
    summary: 'Wykres słupkowy. {{bars}}.',
    bar: '{{band}}: {{value}}',
  },
  list: {
    title: 'Magazyny najbliżej centrum',
    all: 'Wszystkie magazyny na liście i mapie ({{count}})',
  },
  nearby: {
    title: 'Dzielnice i okoliczne miejscowości',
    district: 'dzielnica',
    locality: 'miejscowość',
    count: {
      one: '{{count}} magazyn',
      few: '{{count}} magazyny',
      many: '{{count}} magazynów',
      other: '{{count}} magazynu',
    },
  },
  faq: {
    title: 'Najczęstsze pytania o ceny',
    priceQ: 'Ile kosztuje boks {{size}} m² {{inCity}}?',
    priceA:
      'Na dzień {{date}} mediana ceny wolnego boksu {{band}} {{inCity}} i okolicy (do {{km}} km) to {{net}} zł netto ({{gross}} zł brutto) miesięcznie, czyli około {{perM2}} zł za m². Ceny wahają się od {{min}} do {{max}} zł netto; policzyliśmy {{units}} wolnych boksów.',
    noDataA:
      'Na dzień {{date}} {{inCity}} i okolicy (do {{km}} km) jest za mało wolnych boksów {{band}}, by podać wiarygodną cenę. Sprawdź oferty na liście magazynów.',
    countQ: 'Ile magazynów self storage jest {{inCity}}?',
    countA:
      '{{InCity}} i okolicy (do {{km}} km) znajdziesz {{count}} {{facilities}} self storage z wolnymi boksami od 1 m² wzwyż.',
  },
  method: {
    title: 'Jak liczymy',
    units:
      'Liczymy wolne boksy (aktywne, niezajęte, z ceną) aktywnych magazynów w promieniu {{km}} km od centrum miasta. To ten sam promień, który wybiera wyszukiwarka: najmniejszy z 2, 5, 10, 25 i 50 km, w którym jest jakiś magazyn.',
    bands:
      'Przedział obejmuje rozmiary powyżej górnej granicy poprzedniego, np. boks 2,5 m² liczymy w przedziale 3–5 m². Mediana to środkowa cena; przedział z mniej niż 3 boksami pokazujemy jako „za mało danych”.',
    prices:
      'Ceny są miesięczne, netto; brutto doliczamy 23% VAT. Wyróżnione (promowane) oferty nie zmieniają wyników: każdy boks liczy się raz.',
    computed: 'Obliczono: {{time}}.',
  },
  sitemap: 'Miasta',
} as const
