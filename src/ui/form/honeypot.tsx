import { css } from 'styled-system/css'
import { useT } from '~/i18n/use-lang'

const hidden = css({ position: 'absolute', left: '-10000px', top: 'auto', w: '1px', h: '1px', overflow: 'hidden' })

/** Spam trap: out of sight and out of the tab order; people leave it empty, naive bots fill it in. */
export function Honeypot({ name, id = `hp-${name}` }: { name: string; id?: string }) {
  const t = useT()
  return (
    <div aria-hidden="true" className={hidden}>
      <label htmlFor={id}>{t('form.honeypot')}</label>
      <input id={id} name={name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
