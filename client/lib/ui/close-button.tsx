/**
 * A round × button; `label` is its accessible name ("Close", "Close menu", "Dismiss"). With
 * `popoverTarget` it hides that native popover itself, before the app runs too.
 */
export function CloseButton({
  label,
  onClick,
  popoverTarget,
  className,
  size = 16,
}: {
  label: string
  className?: string
  size?: number
} & ({ onClick: () => void; popoverTarget?: undefined } | { onClick?: undefined; popoverTarget: string })) {
  return (
    <button
      type="button"
      className={className ?? 'icon-btn'}
      aria-label={label}
      onClick={onClick}
      {...(popoverTarget ? { popoverTarget, popoverTargetAction: 'hide' as const } : {})}
    >
      <svg viewBox="0 0 16 16" width={size} height={size} aria-hidden="true">
        <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  )
}
