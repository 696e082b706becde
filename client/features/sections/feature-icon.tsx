import type { SectionIcon } from '../../../contract/dto/sections'

/** Line icons for feature items and links, by the CMS `icon` name; unknown names fall back to a spark. */
const PATHS: Record<SectionIcon, string> = {
  headset: 'M3 10a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-4l-2-2.5h-2L9 17H5a2 2 0 0 1-2-2zM7 8V6h10v2',
  cube: 'M12 2l9 5v10l-9 5-9-5V7zM12 12l9-5M12 12L3 7M12 12v10',
  target: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM12 11a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  gamepad:
    'M6 9h12a4 4 0 0 1 0 8c-1.6 0-2.4-1-3-2H9c-.6 1-1.4 2-3 2a4 4 0 0 1 0-8zM7 11v4M5 13h4M15.5 12.5h.01M17.5 14.5h.01',
  rocket: 'M12 2c3 2 5 6 5 10l-2 4H9l-2-4c0-4 2-8 5-10zM9 16l-3 4M15 16l3 4M12 9a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z',
  users:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2 20c0-3.5 3-6 7-6s7 2.5 7 6M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14c2.4.7 4 2.9 4 6',
}
const SPARK = 'M12 2l2.5 7.5L22 12l-7.5 2.5L12 22l-2.5-7.5L2 12l7.5-2.5z'

const isKnown = (name: string): name is SectionIcon => Object.hasOwn(PATHS, name)

export function FeatureIcon({
  name,
  className = 'features__icon',
  size = 32,
}: {
  name: string
  className?: string
  size?: number
}) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d={isKnown(name) ? PATHS[name] : SPARK}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
