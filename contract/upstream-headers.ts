/**
 * Headers only the edge sets on its calls to the backend (SPEC §7 plus three of ours). The /api proxy
 * forwards no browser header of this kind and /backend over HTTP needs BACKEND_HTTP_SECRET, so the
 * backend may trust them.
 */

/** The visitor's address as the edge saw it (CF-Connecting-IP), for the throttles. */
export const CLIENT_ADDRESS_HEADER = 'x-izlog-client-address'

/** The browser's opaque visitor id (the edge's HttpOnly consent cookie), for the consent log. */
export const VISITOR_ID_HEADER = 'x-izlog-visitor-id'

/** The site's public origin (PUBLIC_ORIGIN, else the visitor's request's), so e-mail links are absolute. */
export const SITE_ORIGIN_HEADER = 'x-izlog-site-origin'

/**
 * D1's session bookmark (read replication): the edge sends the visitor's latest, the embedded backend
 * answers its session's latest (worker/backend/database-session.ts). An external upstream ignores it.
 */
export const DATABASE_BOOKMARK_HEADER = 'x-izlog-d1-bookmark'
