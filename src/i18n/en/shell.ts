import { a11y } from './a11y'
import { account } from './account'
import { common } from './common'
import { form } from './form'
import { pages } from './pages'

/** The namespaces every page renders (SHELL_NAMESPACES in ../namespaces.ts): one chunk, loaded before hydration. */
export const shell = { common, a11y, pages, form, account }
