import type { Locale } from '../locales'

/** The media sizes of SPEC §9 and `original` (the stored file). */
export type MediaSizeName = 'thumbnail' | 'portrait' | 'large' | 'fullhd' | 'medium' | 'original'

/** A file of the media library (SPEC §3 Media) with ready URLs per size. */
export interface MediaDto {
  id: number
  driveId: number
  title: string
  description: string
  /** Alternative text per language (edit mode's media modal). */
  alt: Record<Locale, string>
  displayName: string
  originalName: string
  size: number
  mime: string
  extension: string
  access: 'public' | 'private'
  hash: string
  default: boolean
  width: number | null
  height: number | null
  /** Its folder in the library (null: the top level). */
  folderId: number | null
  path: string
  newPath: string
  urls: Record<MediaSizeName, string>
  createdAt: string
  updatedAt: string
}

/** A folder of the media library (GET directory/filter: every folder, with its path and file count). */
export interface MediaFolderDto {
  id: number
  name: string
  parentId: number | null
  /** Names from the top down to this folder. */
  path: string[]
  files: number
}

/** Where a media file is used (GET media/usage/{id}; a used file is not deleted). */
export interface MediaUse {
  kind: 'product' | 'category' | 'post' | 'term' | 'event' | 'document' | 'page'
  id: number
  /** Its name in the request's language (Croatian when it has none). */
  title: string
}
