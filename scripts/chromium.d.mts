export const CHROMIUM_ARGS: string[]
export function findChromium(): string | null
export const CHROMIUM_MISSING_MESSAGE: string
