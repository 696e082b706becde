import { useCallback, useEffect, useRef, useState } from 'react'
import type { PostDto } from '../../../contract/dto/cms'
import { useT } from '../../i18n/i18n'
import { useToast } from '../../lib/toasts'
import { SafeHtml } from '../../lib/ui/safe-html'
import { TextInput } from '../../lib/ui/text-input'
import { ConfirmDialog } from '../../lib/ui/confirm-dialog'
import { SectionList, startsWithHero } from '../sections/section-list'
import { EditBar } from './edit-bar'
import { SectionFrame, type SectionAction } from './section-frame'
import { duplicateSection, moveItem, removeSection, replaceSection, toggleHidden, writeText } from './section-ops'
import { usePageDraft } from './use-page-draft'
import { PostFields } from './post-fields'
import { PostPreview } from './post-preview'
import { SectionManager, type SectionSources } from './section-manager'
import { insertSection, newSection, newSectionId } from './new-section'
import type { Section, SectionType } from '../../../contract/dto/sections'
import type { MasterComponentDto } from '../../../contract/dto/master-component'

/** The address of this page without edit mode's parameters. */
function exitHref(): string {
  const url = new URL(location.href)
  url.searchParams.delete('editPage')
  url.searchParams.delete('mobileView')
  return url.pathname + url.search
}

/**
 * Edit mode for a CMS page (issue 15; its own chunk, loaded only for a backoffice user with
 * `editPage=true`): the page as visitors see it, each section in a frame with its tools, the page
 * title in place when no hero carries it, and the bar with the draft's state and Publish.
 */
export default function PageEditor({ page, mobile }: { page: PostDto; mobile: boolean }) {
  const t = useT()
  const toast = useToast()
  const draft = usePageDraft(page.id)
  const { doc, change } = draft
  const [announcement, setAnnouncement] = useState('')
  const [pendingDelete, setPendingDelete] = useState<number | null>(null)
  /** Where the section manager adds (null: closed). */
  const [addAt, setAddAt] = useState<number | null>(null)
  const focusAfter = useRef<{ id: string; action: string } | null>(null)

  // Leaving with changes the server does not have yet asks first.
  useEffect(() => {
    if (!draft.unsaved && draft.status.kind !== 'saving') return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- no successor: preventDefault() is the standard, but older browsers (Chrome before 119, old Safari) only ask when returnValue is set
      event.returnValue = t('edit.bar.leave')
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [draft.unsaved, draft.status.kind, t])

  // After a move the same button of the moved section keeps the focus (React moved its node).
  useEffect(() => {
    const target = focusAfter.current
    if (!target) return
    focusAfter.current = null
    const frame = document.querySelector(`[data-section-id="${CSS.escape(target.id)}"]`)
    const button =
      frame?.querySelector<HTMLElement>(`[data-action="${target.action}"]:not([aria-disabled="true"])`) ??
      frame?.querySelector<HTMLElement>('[data-action="edit"]')
    button?.focus()
  }, [doc.sections])

  const setSections = useCallback(
    (sections: typeof doc.sections, typing?: string) => change({ type: 'change', doc: { ...doc, sections }, typing }),
    [change, doc],
  )

  const move = (from: number, to: number, action: string) => {
    const id = doc.sections[from]?.id
    if (!id || to < 0 || to >= doc.sections.length) return
    focusAfter.current = { id, action }
    setSections(moveItem(doc.sections, from, to))
    setAnnouncement(t('edit.section.moved', { n: to + 1, total: doc.sections.length }))
  }

  const act = (index: number, action: SectionAction) => {
    if (action === 'moveUp') move(index, index - 1, action)
    else if (action === 'moveDown') move(index, index + 1, action)
    else if (action === 'duplicate') setSections(duplicateSection(doc.sections, index, t('edit.section.copyMark')))
    else if (action === 'toggleHidden') setSections(toggleHidden(doc.sections, index))
    else setPendingDelete(index)
  }

  const add = (type: SectionType, sources: SectionSources) => {
    if (addAt === null) return
    const id = newSectionId(type, doc.sections)
    const texts = {
      title: t('edit.samples.title'),
      text: t('edit.samples.text'),
      html: t('edit.samples.html'),
      button: t('edit.samples.button'),
      question: t('edit.samples.question'),
      answerHtml: t('edit.samples.answerHtml'),
      statValue: t('edit.samples.statValue'),
      statLabel: t('edit.samples.statLabel'),
    }
    const section = newSection(type, { id, texts, ...sources })
    if (section) insertAt(addAt, section, t(`edit.types.${type}`))
  }

  const addMaster = (master: MasterComponentDto) => {
    if (addAt === null) return
    insertAt(
      addAt,
      { ...master.section, id: newSectionId(master.type, doc.sections), masterId: master.id },
      master.name,
    )
  }

  /** A new section where the section manager was opened: focus goes to it and the move is announced. */
  const insertAt = (at: number, section: Section, name: string) => {
    focusAfter.current = { id: section.id, action: 'edit' }
    setSections(insertSection(doc.sections, at, section))
    setAnnouncement(t('edit.manager.added', { type: name, n: at + 1 }))
    setAddAt(null)
  }

  const addButton = (at: number) => (
    <p className="edit-add container">
      <button
        type="button"
        className="btn btn--secondary btn--sm"
        aria-label={t('edit.manager.addAt', { n: at + 1 })}
        onClick={() => setAddAt(at)}
      >
        + {t('edit.manager.add')}
      </button>
    </p>
  )

  if (!draft.ready) {
    return draft.loadError ? (
      <p className="notice notice--error container" role="alert">
        {draft.loadError}
      </p>
    ) : (
      <div className="page-loading" role="status">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">{t('common.loading')}</span>
      </div>
    )
  }

  const bar = (
    <EditBar
      draft={draft}
      postId={page.id}
      mobile={mobile}
      exitHref={exitHref()}
      onPublish={async () => {
        if ((await draft.publish()) === 'published') toast.success(t('edit.bar.published'))
      }}
      onDiscard={async () => {
        await draft.discard()
        toast.success(t('edit.bar.discarded'))
      }}
    />
  )
  const titleField = (label: string) => (
    <TextInput
      name="page-title"
      label={label}
      value={doc.title}
      maxLength={300}
      required
      error={doc.title.trim() ? undefined : t('validation.required')}
      onChange={(title) => change({ type: 'change', doc: { ...doc, title }, typing: 'page.title' })}
    />
  )

  // A blog post: its own fields, then how it reads.
  if (doc.post) {
    const post = doc.post
    return (
      <div className={`page-editor post-editor${mobile ? ' page-editor--mobile' : ''}`}>
        {bar}
        <div className="container container--narrow stack post-editor__fields">
          {titleField(t('edit.post.title'))}
          <PostFields
            fields={post}
            onChange={(fields, typing) => change({ type: 'change', doc: { ...doc, post: fields }, typing })}
          />
        </div>
        <PostPreview title={doc.title} fields={post} />
      </div>
    )
  }

  const hero = startsWithHero(doc.sections)
  const toDelete = pendingDelete === null ? null : doc.sections[pendingDelete]
  const frames = doc.sections.map((section, index) => (
    <div key={section.id}>
      <SectionFrame
        section={section}
        index={index}
        total={doc.sections.length}
        onAction={(action) => act(index, action)}
        onText={(field, text) =>
          setSections(writeText(doc.sections, index, field.key, text), `${section.id}.${field.key}`)
        }
        onReplace={(next) => setSections(replaceSection(doc.sections, index, next))}
        onDrop={(draggedId) => {
          const from = doc.sections.findIndex((s) => s.id === draggedId)
          if (from >= 0) move(from, index, 'edit')
        }}
      >
        <SectionList sections={[section]} startIndex={index} />
      </SectionFrame>
      {addButton(index + 1)}
    </div>
  ))

  return (
    <div className={`page-editor cms-page cms-page--${page.slugs.hr}${mobile ? ' page-editor--mobile' : ''}`}>
      {bar}
      <div className="page-editor__title container">{titleField(t('edit.fields.pageTitle'))}</div>
      {hero ? null : (
        <header className="page-header container">
          <h1>{doc.title}</h1>
        </header>
      )}
      {hero ? null : addButton(0)}
      {hero ? frames.slice(0, 1) : null}
      {page.body ? (
        <div className="section container container--narrow">
          <SafeHtml className="prose" html={page.body} />
        </div>
      ) : null}
      {hero ? frames.slice(1) : frames}
      <SectionManager
        open={addAt !== null}
        position={addAt ?? 0}
        onClose={() => setAddAt(null)}
        onChoose={add}
        onChooseMaster={addMaster}
      />
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <ConfirmDialog
        open={toDelete !== null && toDelete !== undefined}
        title={t('edit.section.deleteTitle')}
        confirmLabel={t('edit.section.delete')}
        onCancel={() => setPendingDelete(null)}
        onConfirm={() => {
          if (pendingDelete !== null) setSections(removeSection(doc.sections, pendingDelete))
          setPendingDelete(null)
        }}
      >
        <p>
          {t('edit.section.deleteText', {
            name: toDelete ? ('title' in toDelete && toDelete.title) || t(`edit.types.${toDelete.type}`) : '',
          })}
        </p>
      </ConfirmDialog>
    </div>
  )
}
