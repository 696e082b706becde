import * as v from 'valibot'
import { V } from '../validation/keys'

/** A media file's texts (SPEC §3 Media): the media modal's form and PATCH media/update check the same. */
export const MediaTitle = v.pipe(v.string(), v.trim(), v.nonEmpty(V.required), v.maxLength(200, V.maxLength))
export const MediaDescription = v.pipe(v.string(), v.trim(), v.maxLength(1000, V.maxLength))
/** What a screen reader says for the image; empty only for a decorative one. */
export const MediaAlt = v.pipe(v.string(), v.trim(), v.maxLength(300, V.maxLength))

export const MediaTextFormSchema = v.object({
  title: MediaTitle,
  description: MediaDescription,
  altHr: MediaAlt,
  altEn: MediaAlt,
})
