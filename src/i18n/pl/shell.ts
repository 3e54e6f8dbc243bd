import { a11y } from './a11y'
import { account } from './account'
import { common } from './common'
import { form } from './form'

/**
 * The namespaces every page renders (SHELL_NAMESPACES in ../namespaces.ts): one chunk, loaded before hydration. Not
 * `pages`: a document carries its own page's entries, and the whole namespace loads with the first navigation.
 */
export const shell = { common, a11y, form, account }
