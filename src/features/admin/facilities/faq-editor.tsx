import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { type AnyField, type AnyForm, TextField } from '../form/text-field'

type FaqMeta = AnyField & { getFieldList: () => (AnyField & { getFieldset: () => Record<'question' | 'answer', AnyField> })[] }

/** The editor's words, so the English tab speaks English around English content. */
export const FAQ_COPY = {
  pl: {
    legend: 'FAQ', empty: 'Brak pytań.', question: 'Pytanie', answer: 'Odpowiedź', up: 'W górę', down: 'W dół', remove: 'Usuń', add: 'Dodaj pytanie',
    moveUp: 'Przesuń pytanie {n} w górę', moveDown: 'Przesuń pytanie {n} w dół', removeOne: 'Usuń pytanie {n}',
  },
  en: {
    legend: 'FAQ (English)', empty: 'No questions.', question: 'Question', answer: 'Answer', up: 'Up', down: 'Down', remove: 'Remove', add: 'Add question',
    moveUp: 'Move question {n} up', moveDown: 'Move question {n} down', removeOne: 'Remove question {n}',
  },
}
type Copy = (typeof FAQ_COPY)['pl']

/** FAQ rows through conform's list intents, so order, removal and errors stay with the right item. */
export function FaqEditor({ form, meta, copy = FAQ_COPY.pl }: { form: AnyForm; meta: AnyField; copy?: Copy }) {
  const faq = meta as FaqMeta
  const items = faq.getFieldList()
  const small = button({ variant: 'outline', size: 'sm' })
  const n = (text: string, index: number) => text.replace('{n}', String(index + 1))
  return (
    <fieldset className={css({ border: '1px solid', borderColor: 'border.default', borderRadius: 'lg', p: '4', display: 'flex', flexDirection: 'column', gap: '4' })}>
      <legend className={css({ fontWeight: '700', px: '1' })}>{copy.legend}</legend>
      {items.length ? null : <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{copy.empty}</p>}
      <ol className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        {items.map((item, index) => {
          const f = item.getFieldset()
          return (
            <li key={item.key} className={css({ display: 'flex', flexDirection: 'column', gap: '3', pb: '4', borderBottom: '1px solid', borderColor: 'border.default' })} data-testid="faq-item">
              <TextField meta={f.question} label={`${copy.question} ${index + 1}`} />
              <TextField meta={f.answer} label={`${copy.answer} ${index + 1}`} multiline rows={3} />
              <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
                <button {...form.reorder.getButtonProps({ name: faq.name, from: index, to: index - 1 })} className={small} disabled={index === 0} aria-label={n(copy.moveUp, index)}>{copy.up}</button>
                <button {...form.reorder.getButtonProps({ name: faq.name, from: index, to: index + 1 })} className={small} disabled={index === items.length - 1} aria-label={n(copy.moveDown, index)}>{copy.down}</button>
                <button {...form.remove.getButtonProps({ name: faq.name, index })} className={button({ variant: 'ghost', size: 'sm' })} aria-label={n(copy.removeOne, index)}>{copy.remove}</button>
              </div>
            </li>
          )
        })}
      </ol>
      <div>
        <button {...form.insert.getButtonProps({ name: faq.name, defaultValue: { question: '', answer: '' } as never })} className={small}>{copy.add}</button>
      </div>
    </fieldset>
  )
}
