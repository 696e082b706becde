/** Copies .dev.vars.example to .dev.vars when .dev.vars does not exist yet. */
export function ensureDevVars(): void
