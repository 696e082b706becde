/** A round × button; `label` is its accessible name ("Close", "Close menu", "Dismiss"). */
export function CloseButton({
  label,
  onClick,
  className,
  size = 16,
}: {
  label: string
  onClick: () => void
  className?: string
  size?: number
}) {
  return (
    <button type="button" className={className ?? 'icon-btn'} aria-label={label} onClick={onClick}>
      <svg viewBox="0 0 16 16" width={size} height={size} aria-hidden="true">
        <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  )
}
