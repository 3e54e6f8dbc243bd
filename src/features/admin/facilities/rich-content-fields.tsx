import { css } from 'styled-system/css'
import { useT } from '~/i18n/use-lang'
import { type AnyField, type AnyForm, TextareaField, TextField } from '~/ui/form'
import { grid } from '../form/address-fields'
import { CONTENT_COPY, FaqEditor } from './faq-editor'

type TextKeys = 'title' | 'lead' | 'bodyHtml' | 'storageInfoHtml' | 'tipsHtml' | 'faq'
type SharedKeys = 'imageUrl' | 'brand' | 'minSizeM2' | 'maxSizeM2' | 'minPriceMonthly' | 'maxPriceMonthly' | 'features'
const fieldset = <K extends string>(meta: AnyField) =>
  (meta as unknown as { getFieldset: () => Record<K, AnyField> }).getFieldset()

/** The translatable texts in one language: the description and the rich content's texts. */
export function RichTextFields({
  form,
  description,
  meta,
  lang,
}: {
  form: AnyForm
  description: AnyField
  meta: AnyField
  lang: 'pl' | 'en'
}) {
  const t = useT()
  const f = fieldset<TextKeys>(meta)
  const copy = `adminForm.${CONTENT_COPY[lang]}` as const
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <TextareaField field={description} label={t(`${copy}.description`)} rows={3} />
      <TextField field={f.title} label={t(`${copy}.title`)} />
      <TextareaField field={f.lead} label={t(`${copy}.lead`)} rows={3} />
      <TextareaField field={f.bodyHtml} label={t(`${copy}.bodyHtml`)} rows={8} />
      <TextareaField field={f.storageInfoHtml} label={t(`${copy}.storageInfoHtml`)} rows={6} />
      <TextareaField field={f.tipsHtml} label={t(`${copy}.tipsHtml`)} rows={6} />
      <FaqEditor form={form} meta={f.faq} lang={lang} />
    </div>
  )
}

/** Rich-content fields that do not depend on the language. */
export function RichSharedFields({ meta }: { meta: AnyField }) {
  const t = useT()
  const f = fieldset<SharedKeys>(meta)
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div className={grid}>
        <TextField
          field={f.imageUrl}
          label={t('adminForm.facility.imageUrl')}
          type="url"
          hint={t('adminForm.facility.imageUrlHint')}
        />
        <TextField field={f.brand} label={t('adminForm.facility.brand')} />
        <TextField field={f.minSizeM2} label={t('adminForm.facility.minSize')} inputMode="decimal" />
        <TextField field={f.maxSizeM2} label={t('adminForm.facility.maxSize')} inputMode="decimal" />
        <TextField field={f.minPriceMonthly} label={t('adminForm.facility.minPrice')} inputMode="decimal" />
        <TextField field={f.maxPriceMonthly} label={t('adminForm.facility.maxPrice')} inputMode="decimal" />
      </div>
      <TextField
        field={f.features}
        label={t('adminForm.facility.features')}
        hint={t('adminForm.facility.featuresHint')}
      />
    </div>
  )
}
