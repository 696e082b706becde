import { Link } from '../../lib/link'
import type { SectionLink as SectionLinkData } from '../../../contract/dto/sections'
import { FeatureIcon } from './feature-icon'

const isAbsolute = (href: string) => /^https?:\/\//i.test(href)

/** The rel of a CMS link: a new tab never gets a handle on this page; editors add nofollow / sponsored. */
export function linkRel(link: SectionLinkData, newTab: boolean): string | undefined {
  const rel = [...(newTab ? ['noopener', 'noreferrer'] : []), ...(link.rel ?? [])]
  return rel.length > 0 ? rel.join(' ') : undefined
}

/**
 * A CMS call-to-action link with the editor's options: site paths navigate on the client unless
 * they open a new tab; absolute URLs open in a new tab unless the editor said otherwise.
 */
export function SectionLink({ link, className = 'btn btn--secondary' }: { link: SectionLinkData; className?: string }) {
  const external = isAbsolute(link.href)
  const newTab = link.newTab ?? external
  const content = (
    <>
      {link.icon ? <FeatureIcon name={link.icon} className="btn__icon" size={20} /> : null}
      {link.label}
    </>
  )
  return external || newTab ? (
    <a className={className} href={link.href} target={newTab ? '_blank' : undefined} rel={linkRel(link, newTab)}>
      {content}
    </a>
  ) : (
    <Link className={className} href={link.href} rel={linkRel(link, false)}>
      {content}
    </Link>
  )
}
