import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '../../../contract/api'
import type { PageDraftDto } from '../../../contract/dto/page-draft'
import { useApi } from '../../lib/api-context'
import { errorMessage } from '../../lib/api-error-message'
import { useI18n } from '../../i18n/i18n'
import { discardDraft, draftQuery, publishDraft, saveDraft } from './api'
import { historyReducer, startHistory, type DraftDoc, type HistoryAction } from './draft-history'

/** How long the editor waits after the last change before it saves the draft. */
export const AUTOSAVE_DELAY_MS = 800

export type SaveStatus =
  | { kind: 'live' }
  | { kind: 'saved' }
  | { kind: 'dirty' }
  | { kind: 'saving' }
  | { kind: 'conflict'; message: string }
  | { kind: 'error'; message: string }

const EMPTY: DraftDoc = { title: '', sections: [], post: null }

/**
 * The page's draft in edit mode: loads it, keeps undo/redo, saves it automatically (one save at a
 * time, naming the revision it started from), and publishes or discards it. A refused save
 * (another editor was first) stops the autosave until the editor reloads; nothing typed is lost
 * meanwhile — it stays on screen.
 */
export function usePageDraft(postId: number) {
  const api = useApi()
  const translator = useI18n()
  const queryClient = useQueryClient()
  const query = useQuery(draftQuery(api, translator.locale, postId))
  const [history, dispatch] = useReducer(historyReducer, EMPTY, startHistory)
  /** What the save is doing now; whether the page is dirty, saved or live follows from the documents. */
  const [activity, setActivity] = useState<
    { kind: 'idle' } | Extract<SaveStatus, { kind: 'saving' | 'conflict' | 'error' }>
  >({ kind: 'idle' })
  const [savedDoc, setSavedDoc] = useState<DraftDoc | null>(null)
  const [meta, setMeta] = useState<Omit<PageDraftDto, 'title' | 'sections' | 'post'> | null>(null)
  const saved = useRef<DraftDoc | null>(null)
  const revision = useRef(0)
  const saving = useRef<Promise<boolean> | null>(null)
  const blocked = useRef(false)

  const load = useCallback((draft: PageDraftDto) => {
    const { title, sections, post, ...rest } = draft
    const doc = { title, sections, post }
    saved.current = doc
    setSavedDoc(doc)
    revision.current = draft.revision
    blocked.current = false
    setMeta(rest)
    setActivity({ kind: 'idle' })
    dispatch({ type: 'reset', doc })
  }, [])

  useEffect(() => {
    if (query.data) load(query.data)
  }, [query.data, load])

  const present = history.present
  const presentRef = useRef(present)
  presentRef.current = present

  /** A refused save or publish: a conflict (409) stops the autosave until the editor reloads. */
  const refused = useCallback(
    (error: unknown) => {
      const message = errorMessage(error, translator)
      const conflict = error instanceof ApiError && error.status === 409
      if (conflict) blocked.current = true
      setActivity(conflict ? { kind: 'conflict', message } : { kind: 'error', message })
    },
    [translator],
  )

  /** Saves what is on screen now; true when the server has it. */
  const saveNow = useCallback(async (): Promise<boolean> => {
    if (blocked.current) return false
    if (saving.current) await saving.current
    const doc = presentRef.current
    if (doc === saved.current) return true
    setActivity({ kind: 'saving' })
    const attempt = saveDraft(api, postId, {
      title: doc.title,
      sections: doc.sections,
      post: doc.post ?? undefined,
      revision: revision.current,
    })
      .then((result) => {
        revision.current = result.revision
        saved.current = doc
        setSavedDoc(doc)
        setMeta((current) => (current ? { ...current, revision: result.revision } : current))
        setActivity({ kind: 'idle' })
        return true
      })
      .catch((error: unknown) => {
        refused(error)
        return false
      })
      .finally(() => {
        saving.current = null
      })
    saving.current = attempt
    return attempt
  }, [api, postId, refused])

  // Autosave: a while after the last change.
  useEffect(() => {
    if (!query.data || present === saved.current || blocked.current) return
    const timer = setTimeout(() => void saveNow(), AUTOSAVE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [present, query.data, saveNow])

  /** Loads the draft again (the query's new data resets the editor through the effect above). */
  const reload = useCallback(async () => {
    await queryClient.query({ ...draftQuery(api, translator.locale, postId), staleTime: 0 })
  }, [api, postId, queryClient, translator.locale])

  const publish = useCallback(async (): Promise<'published' | 'failed'> => {
    if (!(await saveNow()) || !meta) return 'failed'
    try {
      await publishDraft(api, postId, { revision: revision.current, liveVersion: meta.liveVersion })
    } catch (error) {
      refused(error)
      return 'failed'
    }
    // The page's own queries (what a reload shows) are stale now.
    await queryClient.invalidateQueries({ queryKey: ['finder', 'decide'] })
    await reload()
    return 'published'
  }, [api, meta, postId, queryClient, refused, reload, saveNow])

  const discard = useCallback(async () => {
    await discardDraft(api, postId)
    await reload()
  }, [api, postId, reload])

  const change = useCallback((action: HistoryAction) => dispatch(action), [])
  const unsaved = savedDoc !== null && present !== savedDoc
  const status: SaveStatus =
    activity.kind !== 'idle'
      ? activity
      : unsaved
        ? { kind: 'dirty' }
        : (meta?.revision ?? 0) > 0
          ? { kind: 'saved' }
          : { kind: 'live' }

  return {
    ready: query.isSuccess && savedDoc !== null,
    loadError: query.isError ? errorMessage(query.error, translator) : null,
    doc: present,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    change,
    status,
    meta,
    /** Something not yet on the server (leaving now would lose it). */
    unsaved,
    /** Something Publish would change for visitors (a draft, or a page not shown yet). */
    hasDraft: (meta?.revision ?? 0) > 0 || unsaved || meta?.published === false,
    liveChanged: meta !== null && meta.revision > 0 && meta.liveVersion !== meta.baseVersion,
    saveNow,
    publish,
    discard,
    reload,
  }
}

export type PageDraft = ReturnType<typeof usePageDraft>
