import { css } from 'styled-system/css'
import { grid } from '../form/address-fields'
import { type AnyField, type AnyForm, TextField } from '../form/text-field'
import { FaqEditor } from './faq-editor'

type Keys = 'title' | 'lead' | 'bodyHtml' | 'storageInfoHtml' | 'tipsHtml' | 'faq' | 'imageUrl' | 'brand' | 'minSizeM2' | 'maxSizeM2' | 'minPriceMonthly' | 'maxPriceMonthly' | 'features'

export function RichContentFields({ form, meta }: { form: AnyForm; meta: AnyField }) {
  const f = (meta as unknown as { getFieldset: () => Record<Keys, AnyField> }).getFieldset()
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <TextField meta={f.title} label="Tytuł" />
      <TextField meta={f.lead} label="Wstęp" multiline rows={3} />
      <TextField meta={f.bodyHtml} label="Treść (HTML)" multiline rows={8} />
      <TextField meta={f.storageInfoHtml} label="Informacje o magazynowaniu (HTML)" multiline rows={6} />
      <TextField meta={f.tipsHtml} label="Porady (HTML)" multiline rows={6} />
      <div className={grid}>
        <TextField meta={f.imageUrl} label="Adres obrazu (URL)" type="url" hint="https://… lub ścieżka zaczynająca się od /" />
        <TextField meta={f.brand} label="Marka" />
        <TextField meta={f.minSizeM2} label="Min. powierzchnia (m²)" inputMode="decimal" />
        <TextField meta={f.maxSizeM2} label="Maks. powierzchnia (m²)" inputMode="decimal" />
        <TextField meta={f.minPriceMonthly} label="Min. cena netto / mies. (zł)" inputMode="decimal" />
        <TextField meta={f.maxPriceMonthly} label="Maks. cena netto / mies. (zł)" inputMode="decimal" />
      </div>
      <TextField meta={f.features} label="Cechy" hint="Oddziel przecinkami, np. monitoring, parking, 24h_dostep" />
      <FaqEditor form={form} meta={f.faq} />
    </div>
  )
}
