import { lazy } from 'react'

/** The editor is a chunk of its own: a visitor's page never loads a byte of it (issue 15). */
export const LazyPageEditor = lazy(() => import('./page-editor'))
