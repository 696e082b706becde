/** The development tools of the version badge (SPEC §2/§7, outside production only). */

/** A release as GitLab answers it (the fields the releases modal shows). */
export interface ReleaseDto {
  name: string
  tag_name: string
  released_at: string | null
  /** Sanitised HTML. */
  description_html: string
}

/** POST /_cli/get-latest-release: the releases, newest first, and where they came from. */
export interface ReleasesAnswer {
  source: 'gitlab' | 'changelog'
  releases: ReleaseDto[]
}

/** GET /_cli/get-domain: the domain chosen in the picker and the one this build is for. */
export interface DevDomainAnswer {
  domain: string
  forced: string
}

/** The host of a domain's URL ('https://izlog.hr' → 'izlog.hr'); '' when it is not a URL. */
export function domainHost(url: string): string {
  return (/^[a-z][a-z\d+.-]*:\/\/([^/?#\s]+)/i.exec(url.trim())?.[1] ?? '').toLowerCase()
}
