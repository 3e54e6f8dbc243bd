import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'
import { type AnyField, type AnyForm, TextareaField, TextField } from '~/ui/form'

type FaqMeta = AnyField & {
  getFieldList: () => (AnyField & { getFieldset: () => Record<'question' | 'answer', AnyField> })[]
}

/** Which words a language's tab uses: the console's own, or English around English content (the tab is lang="en"). */
export const CONTENT_COPY = { pl: 'content', en: 'contentEn' } as const

/** FAQ rows through conform's list intents, so order, removal and errors stay with the right item. */
export function FaqEditor({ form, meta, lang }: { form: AnyForm; meta: AnyField; lang: 'pl' | 'en' }) {
  const t = useT()
  const copy = `adminForm.${CONTENT_COPY[lang]}` as const
  const faq = meta as FaqMeta
  const items = faq.getFieldList()
  const small = button({ variant: 'outline', size: 'sm' })
  return (
    <fieldset
      className={css({
        border: '1px solid',
        borderColor: 'border.default',
        borderRadius: 'lg',
        p: '4',
        display: 'flex',
        flexDirection: 'column',
        gap: '4',
      })}
    >
      <legend className={css({ fontWeight: '700', px: '1' })}>{t(`${copy}.faq`)}</legend>
      {items.length ? null : <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t(`${copy}.faqEmpty`)}</p>}
      <ol className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        {items.map((item, index) => {
          const f = item.getFieldset()
          const n = { n: index + 1 }
          return (
            <li
              key={item.key}
              className={css({
                display: 'flex',
                flexDirection: 'column',
                gap: '3',
                pb: '4',
                borderBottom: '1px solid',
                borderColor: 'border.default',
              })}
              data-testid="faq-item"
            >
              <TextField field={f.question} label={t(`${copy}.question`, n)} required />
              <TextareaField field={f.answer} label={t(`${copy}.answer`, n)} required rows={3} />
              <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
                <button
                  {...form.reorder.getButtonProps({ name: faq.name, from: index, to: index - 1 })}
                  className={small}
                  disabled={index === 0}
                  aria-label={t(`${copy}.moveUp`, n)}
                >
                  {t(`${copy}.up`)}
                </button>
                <button
                  {...form.reorder.getButtonProps({ name: faq.name, from: index, to: index + 1 })}
                  className={small}
                  disabled={index === items.length - 1}
                  aria-label={t(`${copy}.moveDown`, n)}
                >
                  {t(`${copy}.down`)}
                </button>
                <button
                  {...form.remove.getButtonProps({ name: faq.name, index })}
                  className={button({ variant: 'ghost', size: 'sm' })}
                  aria-label={t(`${copy}.removeOne`, n)}
                >
                  {t(`${copy}.remove`)}
                </button>
              </div>
            </li>
          )
        })}
      </ol>
      <div>
        <button
          {...form.insert.getButtonProps({ name: faq.name, defaultValue: { question: '', answer: '' } as never })}
          className={small}
        >
          {t(`${copy}.add`)}
        </button>
      </div>
    </fieldset>
  )
}
