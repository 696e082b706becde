/**
 * The non-production badge, on the server bundled with the layout. The browser build uses
 * ./version-badge-source.browser instead: a chunk loaded when hydration reaches it (a production
 * site shows no badge, so its visitors never load it).
 */
export { VersionBadge } from './version-badge'
