import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { type AnyField, type AnyForm, TextField } from '../form/text-field'

type FaqMeta = AnyField & { getFieldList: () => (AnyField & { getFieldset: () => Record<'question' | 'answer', AnyField> })[] }

/** FAQ rows through conform's list intents, so order, removal and errors stay with the right item. */
export function FaqEditor({ form, meta }: { form: AnyForm; meta: AnyField }) {
  const faq = meta as FaqMeta
  const items = faq.getFieldList()
  const small = button({ variant: 'outline', size: 'sm' })
  return (
    <fieldset className={css({ border: '1px solid', borderColor: 'border.default', borderRadius: 'lg', p: '4', display: 'flex', flexDirection: 'column', gap: '4' })}>
      <legend className={css({ fontWeight: '700', px: '1' })}>FAQ</legend>
      {items.length ? null : <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>Brak pytań.</p>}
      <ol className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        {items.map((item, index) => {
          const f = item.getFieldset()
          return (
            <li key={item.key} className={css({ display: 'flex', flexDirection: 'column', gap: '3', pb: '4', borderBottom: '1px solid', borderColor: 'border.default' })} data-testid="faq-item">
              <TextField meta={f.question} label={`Pytanie ${index + 1}`} />
              <TextField meta={f.answer} label={`Odpowiedź ${index + 1}`} multiline rows={3} />
              <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
                <button {...form.reorder.getButtonProps({ name: faq.name, from: index, to: index - 1 })} className={small} disabled={index === 0} aria-label={`Przesuń pytanie ${index + 1} w górę`}>W górę</button>
                <button {...form.reorder.getButtonProps({ name: faq.name, from: index, to: index + 1 })} className={small} disabled={index === items.length - 1} aria-label={`Przesuń pytanie ${index + 1} w dół`}>W dół</button>
                <button {...form.remove.getButtonProps({ name: faq.name, index })} className={button({ variant: 'ghost', size: 'sm' })} aria-label={`Usuń pytanie ${index + 1}`}>Usuń</button>
              </div>
            </li>
          )
        })}
      </ol>
      <div>
        <button {...form.insert.getButtonProps({ name: faq.name, defaultValue: { question: '', answer: '' } as never })} className={small}>Dodaj pytanie</button>
      </div>
    </fieldset>
  )
}
