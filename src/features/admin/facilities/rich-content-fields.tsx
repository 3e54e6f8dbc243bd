import { css } from 'styled-system/css'
import { grid } from '../form/address-fields'
import { type AnyField, type AnyForm, TextField } from '../form/text-field'
import { FAQ_COPY, FaqEditor } from './faq-editor'

type TextKeys = 'title' | 'lead' | 'bodyHtml' | 'storageInfoHtml' | 'tipsHtml' | 'faq'
type SharedKeys = 'imageUrl' | 'brand' | 'minSizeM2' | 'maxSizeM2' | 'minPriceMonthly' | 'maxPriceMonthly' | 'features'
const fieldset = <K extends string>(meta: AnyField) => (meta as unknown as { getFieldset: () => Record<K, AnyField> }).getFieldset()

const COPY = {
  pl: { description: 'Opis (krótki, bez HTML)', title: 'Tytuł', lead: 'Wstęp', bodyHtml: 'Treść (HTML)', storageInfoHtml: 'Informacje o magazynowaniu (HTML)', tipsHtml: 'Porady (HTML)' },
  en: { description: 'Description (short, no HTML)', title: 'Title', lead: 'Lead', bodyHtml: 'Body (HTML)', storageInfoHtml: 'Storage information (HTML)', tipsHtml: 'Tips (HTML)' },
}

/** The translatable texts in one language: the description and the rich content's texts. */
export function RichTextFields({ form, description, meta, lang }: { form: AnyForm; description: AnyField; meta: AnyField; lang: 'pl' | 'en' }) {
  const f = fieldset<TextKeys>(meta)
  const copy = COPY[lang]
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <TextField meta={description} label={copy.description} multiline rows={3} />
      <TextField meta={f.title} label={copy.title} />
      <TextField meta={f.lead} label={copy.lead} multiline rows={3} />
      <TextField meta={f.bodyHtml} label={copy.bodyHtml} multiline rows={8} />
      <TextField meta={f.storageInfoHtml} label={copy.storageInfoHtml} multiline rows={6} />
      <TextField meta={f.tipsHtml} label={copy.tipsHtml} multiline rows={6} />
      <FaqEditor form={form} meta={f.faq} copy={FAQ_COPY[lang]} />
    </div>
  )
}

/** Rich-content fields that do not depend on the language. */
export function RichSharedFields({ meta }: { meta: AnyField }) {
  const f = fieldset<SharedKeys>(meta)
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div className={grid}>
        <TextField meta={f.imageUrl} label="Adres obrazu (URL)" type="url" hint="https://… lub ścieżka zaczynająca się od /" />
        <TextField meta={f.brand} label="Marka" />
        <TextField meta={f.minSizeM2} label="Min. powierzchnia (m²)" inputMode="decimal" />
        <TextField meta={f.maxSizeM2} label="Maks. powierzchnia (m²)" inputMode="decimal" />
        <TextField meta={f.minPriceMonthly} label="Min. cena netto / mies. (zł)" inputMode="decimal" />
        <TextField meta={f.maxPriceMonthly} label="Maks. cena netto / mies. (zł)" inputMode="decimal" />
      </div>
      <TextField meta={f.features} label="Cechy" hint="Oddziel przecinkami, np. monitoring, parking, 24h_dostep" />
    </div>
  )
}
