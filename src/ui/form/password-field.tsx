import { useState } from 'react'
import { css } from 'styled-system/css'
import { input } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'
import { EyeIcon, EyeOffIcon } from '../icons'
import { TextField, type TextFieldProps } from './text-field'

const toggle = css({
  position: 'absolute',
  right: '1',
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'grid',
  placeItems: 'center',
  w: '9',
  h: '9',
  borderRadius: 'sm',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
})

/** Password with a show/hide toggle that keeps its own accessible name and pressed state. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'render'>) {
  const t = useT()
  const [visible, setVisible] = useState(false)
  return (
    <TextField
      {...props}
      type="password"
      render={(inputProps) => (
        <div className={css({ position: 'relative' })}>
          <input {...inputProps} type={visible ? 'text' : 'password'} className={`${input()} ${css({ pr: '12' })}`} />
          <button
            type="button"
            aria-pressed={visible}
            aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
            onClick={() => setVisible((v) => !v)}
            className={toggle}
          >
            {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
          </button>
        </div>
      )}
    />
  )
}
