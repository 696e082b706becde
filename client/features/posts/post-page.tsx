import { Suspense } from 'react'
import type { PostDto } from '../../../contract/dto/cms'
import { useHydrated } from '../../lib/use-hydrated'
import { LazyPageEditor } from '../edit-mode/lazy-editor'
import { useEditMode } from '../edit-mode/use-edit-mode'
import { EditEntry } from './edit-entry'
import { PostDetail } from './post-detail'

/** A blog post: as visitors see it, or — for a backoffice user with `editPage=true` — in edit mode (issue 15). */
export function PostPage({ post }: { post: PostDto }) {
  const editMode = useEditMode()
  const hydrated = useHydrated()
  if (editMode && hydrated) {
    return (
      <Suspense fallback={<PostDetail post={post} />}>
        <LazyPageEditor page={post} mobile={editMode.mobile} />
      </Suspense>
    )
  }
  return (
    <>
      <EditEntry />
      <PostDetail post={post} />
    </>
  )
}
