import type { Locale } from '../locales'
import type { Section, SectionType } from './sections'

/** A master component (edit mode, SPEC link/masters): one section shown on several pages. */
export interface MasterComponentDto {
  id: number
  name: string
  type: SectionType
  /** Its content in the request's language (id 'master-{id}'). */
  section: Section
  /** How many page translations use it. */
  usedOn: number
}

/** A page translation that shows a master component. */
export interface MasterUsage {
  postId: number
  language: Locale
  title: string
  slug: string
  path: string
}

/** POST link/masters/{id}: the master and where it is used, in both languages. */
export interface MasterLinks {
  master: { id: number; name: string; type: SectionType }
  usedOn: MasterUsage[]
}
