import { useT } from '../../i18n/i18n'

export interface Undoable {
  message: string
  /** Absent when the change cannot be taken back. */
  undo?: () => void
}

/** What the last action did, announced, with its undo where the data allows it. */
export function UndoNotice({ last, busy }: { last: Undoable | null; busy: boolean }) {
  const t = useT()
  return (
    <div role="status" className="backoffice-undo">
      {last ? (
        <p className="notice notice--success">
          {last.message}{' '}
          {last.undo ? (
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              onClick={last.undo}
              aria-disabled={busy || undefined}
            >
              {t('backoffice.reviews.undo')}
            </button>
          ) : null}
        </p>
      ) : null}
    </div>
  )
}
