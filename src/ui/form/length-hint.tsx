import { css } from 'styled-system/css'
import { useLang, useT } from '~/i18n/use-lang'
import { LOCALES } from '@kernel/lang'

/** The counter replaces the plain limit once a tenth of the room is left: earlier it would only be noise. */
const COUNT_FROM = 0.9

/**
 * "Do 4000 znaków." under a long text, then "3 650 z 4000 znaków" near the limit, red past it. Part of the field's
 * description (read on focus), not a live region: announcing every keystroke would drown the typing.
 */
export function LengthHint({ length, limit }: { length: number; limit: number }) {
  const t = useT()
  const lang = useLang()
  const number = new Intl.NumberFormat(LOCALES[lang])
  const max = number.format(limit)
  if (length < limit * COUNT_FROM) return <>{t('form.limit', { max })}</>
  return (
    <span
      data-testid="length-counter"
      className={length > limit ? css({ color: 'danger.700', fontWeight: '600' }) : undefined}
    >
      {t('form.counter', { count: number.format(length), max })}
    </span>
  )
}
