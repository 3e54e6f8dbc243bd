import { UNIT_TYPES } from '@api/contract/marketplace-values'
import { useT } from '~/i18n/use-lang'

/** One `<option>` per unit type, named in the page's language (the search filter and the operator's units editor). */
export function UnitTypeOptions() {
  const t = useT()
  return UNIT_TYPES.map((type) => (
    <option key={type} value={type}>
      {t(`marketplace.unitTypes.${type}`)}
    </option>
  ))
}
