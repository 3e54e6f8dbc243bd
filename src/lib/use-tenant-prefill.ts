import type { FormMetadata } from '@conform-to/react'
import { useQuery } from '@tanstack/react-query'
import { type RefObject, useEffect, useRef } from 'react'
import { useMounted } from '~/ui/use-mounted'
import { currentUserQuery, mayBeSignedIn } from '~/lib/current-user'

type Fields = { name: { name: string }; email: { name: string } }

/**
 * A signed-in TENANT's inquiry starts with its name and e-mail (issue 29), so "Moje zapytania" finds it. Only empty
 * fields are filled: whatever the renter typed before /me answered stays. The page itself is rendered as nobody
 * (ADR 0024), so this happens in the browser, and only in one that has signed in.
 */
export function useTenantPrefill(
  form: Pick<FormMetadata, 'update'>,
  fields: Fields,
  anchor: RefObject<HTMLElement | null>,
) {
  const mounted = useMounted()
  const { data: user } = useQuery({ ...currentUserQuery, enabled: mounted && mayBeSignedIn() })
  const tenant = user?.role === 'TENANT' ? user : null
  // Once per signed-in tenant: a field the renter empties on purpose stays empty.
  const filledFor = useRef<number | null>(null)
  useEffect(() => {
    if (!tenant || filledFor.current === tenant.userId) return
    filledFor.current = tenant.userId
    const controls = anchor.current?.closest('form')?.elements
    for (const [field, value] of [
      [fields.name.name, tenant.name],
      [fields.email.name, tenant.email],
    ] as const) {
      const control = controls?.namedItem(field)
      const typed = control && 'value' in control ? String(control.value).trim() : ''
      if (!typed && value) form.update({ name: field, value })
    }
  }, [tenant, form, fields.name.name, fields.email.name, anchor])
}
