import { useEffect, useId, useRef, useState } from 'react'
import { useT } from '../../i18n/i18n'

type Command = 'bold' | 'italic' | 'insertUnorderedList' | 'insertOrderedList' | 'unlink'

/**
 * The rich-text editor of edit mode for a section's HTML: bold, italic, subheading, lists and links
 * on a contentEditable area. Pasted content comes in as plain text; whatever HTML results is
 * sanitised by the server when the draft is saved (and again when it is shown).
 */
export function RichTextField({
  id,
  label,
  value,
  onChange,
}: {
  id: string
  label: string
  value: string
  onChange: (html: string) => void
}) {
  const t = useT()
  const labelId = useId()
  const area = useRef<HTMLDivElement>(null)
  const emitted = useRef<string | null>(null)
  /** React must never rewrite the area while the editor types in it: it gets its first content once. */
  const initial = useRef(value)
  const [linking, setLinking] = useState(false)
  const [href, setHref] = useState('https://')

  // Undo/redo (or a reload) change the value from outside: show it, without disturbing typing.
  useEffect(() => {
    const element = area.current
    if (element && value !== emitted.current && element.innerHTML !== value) element.innerHTML = value
  }, [value])

  const emit = () => {
    const html = area.current?.innerHTML ?? ''
    emitted.current = html
    onChange(html)
  }
  const run = (command: Command | 'formatBlock' | 'createLink', argument?: string) => {
    area.current?.focus()
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- no successor: the only browser API that formats a contenteditable selection with undo history
    document.execCommand(command, false, argument)
    emit()
  }
  const tool = (label: string, action: () => void) => (
    <button
      type="button"
      className="btn btn--secondary btn--sm"
      onMouseDown={(event) => event.preventDefault()}
      onClick={action}
    >
      {label}
    </button>
  )

  return (
    <div className="field rich-field">
      <span id={labelId} className="field__static-label">
        {label}
      </span>
      <div
        className="rich-field__tools"
        role="toolbar"
        aria-label={t('edit.rich.tools', { field: label })}
        aria-controls={id}
      >
        {tool(t('edit.rich.bold'), () => run('bold'))}
        {tool(t('edit.rich.italic'), () => run('italic'))}
        {tool(t('edit.rich.subheading'), () => run('formatBlock', 'h3'))}
        {tool(t('edit.rich.paragraph'), () => run('formatBlock', 'p'))}
        {tool(t('edit.rich.bullets'), () => run('insertUnorderedList'))}
        {tool(t('edit.rich.numbers'), () => run('insertOrderedList'))}
        {tool(t('edit.rich.link'), () => setLinking((open) => !open))}
        {tool(t('edit.rich.unlink'), () => run('unlink'))}
      </div>
      {linking ? (
        <div className="rich-field__link">
          <label htmlFor={`${id}-href`}>{t('edit.rich.address')}</label>
          <input id={`${id}-href`} type="url" value={href} onChange={(event) => setHref(event.target.value)} />
          {tool(t('edit.rich.apply'), () => {
            run('createLink', href.trim())
            setLinking(false)
          })}
        </div>
      ) : null}
      <div
        ref={area}
        id={id}
        className="rich-field__area prose"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        tabIndex={0}
        onInput={emit}
        onPaste={(event) => {
          event.preventDefault()
          // eslint-disable-next-line @typescript-eslint/no-deprecated -- no successor: inserts plain text at the caret and keeps the undo history
          document.execCommand('insertText', false, event.clipboardData.getData('text/plain'))
          emit()
        }}
        // The first content; later changes from outside come through the effect above.
        dangerouslySetInnerHTML={{ __html: initial.current }}
      />
    </div>
  )
}
