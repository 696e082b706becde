import { useState } from 'react'
import { RETURN_TEXT_MAX } from '../../../../contract/schemas/returns'
import { useT } from '../../../i18n/i18n'
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog'
import { TextInput } from '../../../lib/ui/text-input'
import type { ReturnDecision } from './returns-panel-api'

const TEXTS = {
  accept: { title: 'adminReturns.acceptTitle', text: 'adminReturns.acceptText', confirm: 'adminReturns.accept' },
  refuse: { title: 'adminReturns.refuseTitle', text: 'adminReturns.refuseText', confirm: 'adminReturns.refuse' },
  receive: { title: 'adminReturns.receiveTitle', text: 'adminReturns.receiveText', confirm: 'adminReturns.receive' },
} as const

/** Asks before a decision on a return, with the note for the buyer (required when refusing). */
export function ReturnsPanelDialog({
  decision,
  returnId,
  busy,
  onConfirm,
  onCancel,
}: {
  decision: ReturnDecision
  returnId: number
  busy: boolean
  onConfirm: (note: string) => void
  onCancel: () => void
}) {
  const t = useT()
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  const texts = TEXTS[decision]
  const confirm = () => {
    if (decision === 'refuse' && note.trim() === '') {
      setError(t('adminReturns.noteRequired'))
      return
    }
    onConfirm(note.trim())
  }
  return (
    <ConfirmDialog
      open
      title={t(texts.title, { id: returnId })}
      confirmLabel={t(texts.confirm)}
      busy={busy}
      onCancel={onCancel}
      onConfirm={confirm}
    >
      <p>{t(texts.text)}</p>
      <TextInput
        type="textarea"
        name="returnNote"
        label={t('adminReturns.note')}
        value={note}
        onChange={(value) => {
          setNote(value)
          if (error) setError(null)
        }}
        required={decision === 'refuse'}
        maxLength={RETURN_TEXT_MAX}
        error={error}
      />
    </ConfirmDialog>
  )
}
