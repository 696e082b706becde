import type { Context } from 'hono'
import type { BackendEnv } from '../context'

/**
 * Runs `work` after the answer (waitUntil), so an answer never takes longer because of what it
 * found: forgot-password and registration answer an unknown and a known address in the same time.
 * Without an execution context (a test's in-process call) it runs before the answer instead.
 */
export async function afterResponse(c: Context<BackendEnv>, label: string, work: () => Promise<void>): Promise<void> {
  let ctx: Pick<ExecutionContext, 'waitUntil'> | null = null
  try {
    ctx = c.executionCtx
  } catch {
    // No execution context: see above.
  }
  const task = work().catch((error: unknown) => console.error(`izlog: ${label} failed`, error))
  if (ctx) ctx.waitUntil(task)
  else await task
}
