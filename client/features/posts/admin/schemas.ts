import * as v from 'valibot'
import { V } from '../../../../contract/validation/keys'

/** SPEC §5: slug min 4 ('Slug je kratak') and well formed — the same rule as the backend's SlugSchema (contract/schemas/content.ts). */
export const PostTypeSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.nonEmpty(V.required), v.maxLength(120, V.maxLength)),
  slug: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(V.required),
    v.minLength(4, V.slugShort),
    v.maxLength(200, V.maxLength),
    v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, V.slugFormat),
  ),
})
