/** A line filter: false for workerd's Broken pipe / Connection reset by peer line and the `stack:` line after it. */
export function disconnectFilter(): (line: string) => boolean
/** The lines of a whole log without workerd's disconnect lines (see disconnectFilter). */
export function withoutDisconnects(log: string): string
