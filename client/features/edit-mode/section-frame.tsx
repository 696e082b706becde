import { useId, useState, type DragEvent, type ReactNode } from 'react'
import type { Section } from '../../../contract/dto/sections'
import { useT } from '../../i18n/i18n'
import { SectionFields } from './section-fields'
import { MasterModal } from './master-modal'
import type { TextField } from './section-ops'

export type SectionAction = 'moveUp' | 'moveDown' | 'duplicate' | 'toggleHidden' | 'delete'

interface SectionFrameProps {
  section: Section
  index: number
  total: number
  onAction: (action: SectionAction) => void
  onText: (field: TextField, text: string) => void
  /** The section changed as a whole (an image chosen, its side). */
  onReplace: (next: Section) => void
  /** A section dragged by its handle was dropped on this one. */
  onDrop: (draggedId: string) => void
  children: ReactNode
}

const DRAG_TYPE = 'application/x-izlog-section'

/**
 * The frame edit mode puts around a section: a toolbar (shown on hover and keyboard focus) with
 * edit, move up / down, duplicate, hide / show and delete; a drag handle for a pointer; and, while
 * editing, the section's texts in place above it. Links and forms inside the preview do not fire.
 */
export function SectionFrame({
  section,
  index,
  total,
  onAction,
  onText,
  onReplace,
  onDrop,
  children,
}: SectionFrameProps) {
  const t = useT()
  const fieldsId = useId()
  const [editing, setEditing] = useState(false)
  const [dropTarget, setDropTarget] = useState(false)
  const [masterOpen, setMasterOpen] = useState(false)
  const type = t(`edit.types.${section.type}`)
  const label = t('edit.section.frame', { n: index + 1, type })
  const button = (action: SectionAction, text: string, disabled = false, extra: Record<string, unknown> = {}) => (
    <button
      type="button"
      className="btn btn--secondary btn--sm"
      data-action={action}
      aria-disabled={disabled || undefined}
      onClick={() => {
        if (!disabled) onAction(action)
      }}
      {...extra}
    >
      {text}
    </button>
  )

  const dragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes(DRAG_TYPE)) return
    event.preventDefault()
    setDropTarget(true)
  }

  return (
    <div
      className={`edit-frame${section.hidden ? ' edit-frame--hidden' : ''}${dropTarget ? ' edit-frame--drop' : ''}`}
      role="group"
      aria-label={label}
      data-section-id={section.id}
      onDragOver={dragOver}
      onDragLeave={() => setDropTarget(false)}
      onDrop={(event) => {
        setDropTarget(false)
        const dragged = event.dataTransfer.getData(DRAG_TYPE)
        if (dragged) {
          event.preventDefault()
          onDrop(dragged)
        }
      }}
    >
      <div className="edit-frame__toolbar" role="toolbar" aria-label={label}>
        <span
          className="edit-frame__handle"
          draggable
          aria-hidden="true"
          title={t('edit.section.moveUp') + ' / ' + t('edit.section.moveDown')}
          onDragStart={(event) => {
            event.dataTransfer.setData(DRAG_TYPE, section.id)
            event.dataTransfer.effectAllowed = 'move'
          }}
        >
          ⠿
        </span>
        <span className="edit-frame__type">{type}</span>
        {section.hidden ? <span className="edit-frame__badge">{t('edit.section.hidden')}</span> : null}
        {section.masterId ? (
          <span className="edit-frame__badge edit-frame__badge--master">{t('edit.master.badge')}</span>
        ) : null}
        <button
          type="button"
          className="btn btn--primary btn--sm"
          data-action="edit"
          aria-expanded={editing}
          aria-controls={fieldsId}
          onClick={() => setEditing((open) => !open)}
        >
          {editing ? t('edit.section.done') : t('edit.section.edit')}
        </button>
        {button('moveUp', t('edit.section.moveUp'), index === 0)}
        {button('moveDown', t('edit.section.moveDown'), index === total - 1)}
        {button('duplicate', t('edit.section.duplicate'))}
        {button('toggleHidden', section.hidden ? t('edit.section.show') : t('edit.section.hide'), false, {
          'aria-pressed': Boolean(section.hidden),
        })}
        {button('delete', t('edit.section.delete'))}
        <button
          type="button"
          className="btn btn--secondary btn--sm"
          data-action="master"
          onClick={() => setMasterOpen(true)}
        >
          {t('edit.master.open')}
        </button>
      </div>
      {masterOpen ? (
        <MasterModal
          section={section}
          onClose={() => setMasterOpen(false)}
          onChange={(next) => {
            onReplace(next)
            setMasterOpen(false)
          }}
        />
      ) : null}
      <div id={fieldsId} hidden={!editing}>
        {editing ? (
          <SectionFields section={section} idPrefix={fieldsId} onChange={onText} onReplace={onReplace} />
        ) : null}
      </div>
      <div
        className="edit-frame__preview"
        onClickCapture={(event) => {
          if ((event.target as Element).closest('a, button[type="submit"]')) event.preventDefault()
        }}
        onSubmitCapture={(event) => event.preventDefault()}
      >
        {children}
      </div>
    </div>
  )
}
