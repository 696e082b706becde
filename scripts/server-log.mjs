// Filters for the local server's log (scripts/start.mjs, scripts/e2e.mjs). No Node imports, so the
// vitest suite (which runs in workerd) can test it: test/server-log.test.ts.

// workerd logs `kj/async-io-unix.c++:…: disconnected: ::write(…): Broken pipe` (or `Connection
// reset by peer`) as a red `✘ [ERROR]`, followed by a `stack:` line of addresses, each time a browser
// drops a connection before the answer is written (a navigation away, a cancelled prefetch). Nothing
// failed on the server's side, but a newcomer reads them as errors, so these lines (and only these)
// are left out; every other line, errors included, passes through.
const DISCONNECT = /kj\/async-io-unix\.c\+\+.*disconnected.*(Broken pipe|Connection reset by peer)/
// Colour codes (wrangler paints `✘ [ERROR]`) would hide a `stack:` line's start.
const ANSI = /\u001b\[[0-9;]*m/g

/**
 * A line filter with memory: `keep(line)` is false for a workerd disconnect line and for the
 * `stack:` line right after it (blank lines between), true for every other line.
 */
export function disconnectFilter() {
  let afterDisconnect = false
  return (line) => {
    const plain = line.replace(ANSI, '')
    if (DISCONNECT.test(plain)) {
      afterDisconnect = true
      return false
    }
    // wrangler follows an error with blank lines; they stay, and the stack: line may come after them.
    if (plain.trim() === '') return true
    const stack = afterDisconnect && plain.trimStart().startsWith('stack:')
    afterDisconnect = false
    return !stack
  }
}

/** The lines of a whole log without workerd's disconnect lines (see disconnectFilter). */
export function withoutDisconnects(log) {
  return log.split('\n').filter(disconnectFilter()).join('\n')
}
