import { useEffect, useRef, useState } from 'react'
import { useT } from '../../i18n/i18n'
import { ConfirmDialog } from '../../lib/ui/confirm-dialog'
import type { PageDraft } from './use-page-draft'
import { NewPageModal } from './new-page-modal'
import { LayoutEditor } from './layout-editor'
import { CacheView } from '../admin/cache-view'
import { Modal } from '../../lib/ui/modal'
import { LOCALES } from '../../../contract/locales'
import { roleReaches } from '../../../contract/staff-roles'
import { useViewer } from '../../lib/viewer'

/**
 * Edit mode's bar above the page: the draft's state (announced politely), undo / redo, discard,
 * publish, and the way out. A refused save says why and offers a reload.
 */
export function EditBar({
  draft,
  postId,
  mobile,
  exitHref,
  onPublish,
  onDiscard,
}: {
  draft: PageDraft
  postId: number
  mobile: boolean
  exitHref: string
  onPublish: () => Promise<void>
  onDiscard: () => Promise<void>
}) {
  const t = useT()
  const [newPage, setNewPage] = useState<'page' | 'translation' | null>(null)
  const [layoutOpen, setLayoutOpen] = useState(false)
  const [cacheOpen, setCacheOpen] = useState(false)
  // The caches are the owner's (issue 37): a content editor's bar has no cache view.
  const cachesShown = roleReaches(useViewer()?.staffRole, 'owner')
  /** The language the page has no translation in yet (null: it has both). */
  const missingLanguage = draft.meta ? (LOCALES.find((l) => !draft.meta?.languages.includes(l)) ?? null) : null
  const [publishing, setPublishing] = useState(false)
  const [confirmDiscard, setConfirmDiscard] = useState(false)
  const [discarding, setDiscarding] = useState(false)
  const bar = useRef<HTMLDivElement>(null)
  // The page keeps focused elements clear of the bar (scroll-padding in editor.css uses its height).
  useEffect(() => {
    const element = bar.current
    if (!element) return
    const root = document.documentElement
    const observer = new ResizeObserver(() => root.style.setProperty('--edit-bar-height', `${element.offsetHeight}px`))
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--edit-bar-height')
    }
  }, [])
  const { status } = draft
  const statusText =
    status.kind === 'saving'
      ? t('edit.bar.saving')
      : status.kind === 'dirty'
        ? t('edit.bar.unsaved')
        : status.kind === 'saved'
          ? draft.meta?.updatedBy
            ? `${t('edit.bar.saved')} · ${t('edit.bar.draftBy', { name: draft.meta.updatedBy })}`
            : t('edit.bar.saved')
          : status.kind === 'live'
            ? t('edit.bar.live')
            : status.message
  const problem = status.kind === 'conflict' || status.kind === 'error'
  return (
    <div ref={bar} className="edit-bar" role="region" aria-label={t('edit.bar.label')}>
      <div className="edit-bar__inner container">
        <p className="edit-bar__mode">
          <strong>{t('edit.bar.mode')}</strong>
          {mobile ? <span className="edit-frame__badge">{t('edit.bar.mobile')}</span> : null}
        </p>
        <p
          className={`edit-bar__status${problem ? ' edit-bar__status--problem' : ''}`}
          role={problem ? 'alert' : 'status'}
        >
          {statusText}
        </p>
        {status.kind === 'conflict' ? (
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => void draft.reload()}>
            {t('edit.bar.reload')}
          </button>
        ) : null}
        {status.kind === 'error' ? (
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => void draft.saveNow()}>
            {t('edit.bar.retry')}
          </button>
        ) : null}
        <div className="edit-bar__actions">
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            aria-disabled={!draft.canUndo || undefined}
            onClick={() => draft.canUndo && draft.change({ type: 'undo' })}
          >
            {t('edit.bar.undo')}
          </button>
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            aria-disabled={!draft.canRedo || undefined}
            onClick={() => draft.canRedo && draft.change({ type: 'redo' })}
          >
            {t('edit.bar.redo')}
          </button>
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            aria-disabled={!draft.hasDraft || undefined}
            onClick={() => draft.hasDraft && setConfirmDiscard(true)}
          >
            {t('edit.bar.discard')}
          </button>
          <button
            type="button"
            className="btn btn--primary btn--sm"
            aria-disabled={!draft.hasDraft || publishing || status.kind === 'conflict' || undefined}
            aria-busy={publishing || undefined}
            onClick={() => {
              if (!draft.hasDraft || publishing || status.kind === 'conflict') return
              setPublishing(true)
              void onPublish().finally(() => setPublishing(false))
            }}
          >
            {publishing ? t('edit.bar.publishing') : t('edit.bar.publish')}
          </button>
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => setNewPage('page')}>
            {t('edit.bar.newPage')}
          </button>
          {missingLanguage ? (
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => setNewPage('translation')}>
              {t('edit.bar.translate', { language: t(`layout.header.languages.${missingLanguage}`) })}
            </button>
          ) : null}
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => setLayoutOpen(true)}>
            {t('edit.layout.open')}
          </button>
          {cachesShown ? (
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => setCacheOpen(true)}>
              {t('admin.cache.view')}
            </button>
          ) : null}
          <a className="btn btn--secondary btn--sm" href={exitHref} data-reload="">
            {t('edit.bar.exit')}
          </a>
        </div>
      </div>
      {draft.meta?.published === false ? (
        <p className="edit-bar__warning container" role="note">
          {t('edit.bar.unpublished')}
        </p>
      ) : null}
      {draft.liveChanged ? (
        <p className="edit-bar__warning container" role="note">
          {t('edit.bar.liveChanged')}
        </p>
      ) : null}
      {layoutOpen ? <LayoutEditor open onClose={() => setLayoutOpen(false)} /> : null}
      <Modal
        open={cachesShown && cacheOpen}
        onClose={() => setCacheOpen(false)}
        title={t('admin.cache.view')}
        size="lg"
      >
        <CacheView />
      </Modal>
      <NewPageModal
        key={newPage ?? 'closed'}
        open={newPage !== null}
        onClose={() => setNewPage(null)}
        translationOf={newPage === 'translation' && missingLanguage ? { postId, language: missingLanguage } : undefined}
      />
      <ConfirmDialog
        open={confirmDiscard}
        title={t('edit.discardConfirm.title')}
        confirmLabel={t('edit.bar.discard')}
        busy={discarding}
        onCancel={() => setConfirmDiscard(false)}
        onConfirm={() => {
          setDiscarding(true)
          void onDiscard().finally(() => {
            setDiscarding(false)
            setConfirmDiscard(false)
          })
        }}
      >
        <p>{t('edit.discardConfirm.text')}</p>
      </ConfirmDialog>
    </div>
  )
}
