import { useEffect, useRef, useState } from 'react'
import { useT } from '~/i18n/use-lang'
import type { AnyField, AnyForm } from '~/ui/form'
import { Tabs } from '../form/tabs'
import { RichTextFields } from './rich-content-fields'

type Lang = 'pl' | 'en'
type Fields = Record<'description' | 'descriptionEn' | 'richContent' | 'richContentEn', AnyField>

const TEXT_KEYS = ['title', 'lead', 'bodyHtml', 'storageInfoHtml', 'tipsHtml', 'faq']
/** Errors anywhere in one language's fields (the Polish rich block also holds the shared fields, shown outside the tabs). */
const hasErrors = (description: AnyField, rich: AnyField) =>
  Boolean(description.errors?.length) ||
  Object.entries(rich.allErrors ?? {}).some(
    ([name, errors]) => errors.length && TEXT_KEYS.some((key) => name.startsWith(`${rich.name}.${key}`)),
  )

/** Polish and English texts of a facility on two tabs of one form: both are submitted, one is shown. */
export function ContentTabs({ form, fields }: { form: AnyForm; fields: Fields }) {
  const t = useT()
  const [selected, setSelected] = useState<Lang>('pl')
  const invalid = {
    pl: hasErrors(fields.description, fields.richContent),
    en: hasErrors(fields.descriptionEn, fields.richContentEn),
  }

  // After a submit that failed only in the hidden language, show that language and focus its first error: fields
  // in a hidden panel cannot take the focus conform gives them.
  const [submits, setSubmits] = useState(0)
  const handled = useRef(0)
  const focusError = useRef(false)
  useEffect(() => {
    const element = document.getElementById(form.id)
    const count = () => setSubmits((n) => n + 1)
    element?.addEventListener('submit', count)
    return () => element?.removeEventListener('submit', count)
  }, [form.id])
  useEffect(() => {
    if (focusError.current) {
      focusError.current = false
      document
        .getElementById(form.id)
        ?.querySelector<HTMLElement>('[role=tabpanel]:not([hidden]) [aria-invalid=true]')
        ?.focus()
    }
    if (handled.current === submits || (!invalid.pl && !invalid.en)) return
    handled.current = submits
    if (invalid[selected]) return
    focusError.current = true
    setSelected(invalid.pl ? 'pl' : 'en')
  })

  return (
    <Tabs
      label={t('admin.contentTabs.label')}
      selected={selected}
      onSelect={setSelected}
      tabs={[
        {
          id: 'pl',
          label: t('admin.contentTabs.pl'),
          invalid: invalid.pl,
          content: <RichTextFields form={form} description={fields.description} meta={fields.richContent} lang="pl" />,
        },
        {
          id: 'en',
          label: t('admin.contentTabs.en'),
          lang: 'en',
          invalid: invalid.en,
          content: (
            <RichTextFields form={form} description={fields.descriptionEn} meta={fields.richContentEn} lang="en" />
          ),
        },
      ]}
    />
  )
}
