/** scripts/lib/page-sheets-plugin.ts: each route's stylesheet (server build only) and the whole sheet's served path. */
declare module 'virtual:page-sheets' {
  import type { SheetLeaves } from '~/ui/page-sheet-leaves'
  const pageSheets: { full: string; leaves: SheetLeaves; sheets: string[]; byRoute: Record<string, number> }
  export default pageSheets
}
