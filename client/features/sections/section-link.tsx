import { Link } from '../../lib/link'
import type { SectionLink as SectionLinkData } from '../../../contract/dto/sections'

/** A CMS call-to-action link: site paths navigate on the client, absolute URLs open in a new tab. */
export function SectionLink({ link, className = 'btn btn--secondary' }: { link: SectionLinkData; className?: string }) {
  const external = /^https?:\/\//i.test(link.href)
  return external ? (
    <a className={className} href={link.href} target="_blank" rel="noopener noreferrer">
      {link.label}
    </a>
  ) : (
    <Link className={className} href={link.href}>
      {link.label}
    </Link>
  )
}
