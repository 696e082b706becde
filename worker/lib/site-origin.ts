/** The site's absolute origin: PUBLIC_ORIGIN when set, else the origin the visitor's request came to. */
export function siteOrigin(publicOrigin: string, requestUrl: string): string {
  return (publicOrigin.trim() || new URL(requestUrl).origin).replace(/\/+$/, '')
}
