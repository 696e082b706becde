/** The izlog wordmark: a stylised VR visor + the name (inline SVG, inherits currentColor). */
export function Logo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 132 36" width="132" height="36" aria-hidden="true" focusable="false">
      <rect x="1" y="7" width="40" height="22" rx="9" fill="none" stroke="currentColor" strokeWidth="3" />
      <circle cx="13" cy="18" r="4.5" fill="var(--accent, #7cf2c8)" />
      <circle cx="29" cy="18" r="4.5" fill="var(--accent, #7cf2c8)" />
      <text x="50" y="26" fill="currentColor" fontFamily="inherit" fontSize="24" fontWeight="700" letterSpacing="1">
        izlog
      </text>
    </svg>
  )
}
