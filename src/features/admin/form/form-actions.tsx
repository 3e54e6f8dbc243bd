import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'

type Props = { pending: boolean; label: string; disabled?: boolean; backTo: '/admin/clients' | '/admin/facilities' | '/admin/users'; children?: ReactNode }

export function FormActions({ pending, label, disabled, backTo, children }: Props) {
  return (
    <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' })}>
      <button type="submit" className={button()} disabled={pending || disabled} aria-busy={pending}>
        {pending ? 'Zapisywanie…' : label}
      </button>
      <Link to={backTo} className={button({ variant: 'ghost' })}>Wróć do listy</Link>
      {children}
    </div>
  )
}
