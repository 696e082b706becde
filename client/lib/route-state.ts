import type { RouteMatch } from '../../contract/routes'
import type { HeadData } from './page-types'

/** What the outlet renders for the current location (serialised into the page for hydration). */
export interface RouteState {
  /** null: no route matched (404). */
  match: RouteMatch | null
  /** Path + query, e.g. '/shop/igre?page=2'. */
  href: string
  /** The HTTP status of the document (200, 404, 500, ...). */
  status: number
  head: HeadData
  /** Set when the outlet shows the 404 / error page instead of the page component. */
  error: { status: number; message: string; detail?: string } | null
  /** The CMS section types the page shows (issue 38): the browser loads their chunks before rendering it. */
  sections?: string[]
}
