/** A term row's Edit and Delete buttons, each named with the row's name for screen readers. */
export function RowActions({
  name,
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: {
  name: string
  editLabel: string
  deleteLabel: string
  onEdit: () => void
  onDelete: () => void
}) {
  return (
    <div className="button-row">
      <button type="button" className="btn btn--primary btn--sm" aria-label={`${editLabel}: ${name}`} onClick={onEdit}>
        {editLabel}
      </button>
      <button
        type="button"
        className="btn btn--danger btn--sm"
        aria-label={`${deleteLabel}: ${name}`}
        onClick={onDelete}
      >
        {deleteLabel}
      </button>
    </div>
  )
}
