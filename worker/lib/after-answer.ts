/**
 * Work that must not start before the visitor's answer is complete (issue 38: the confirmation
 * e-mail of a placed order is rendered and sent in the background, and what the shopper waits for
 * ends with the answer's last byte). A route that wants it holds the request's work
 * (holdAfterAnswer), and the code under it — the embedded backend too, which runs in the same
 * request with the same ExecutionContext — queues work (afterAnswer). The route's response goes
 * out through releaseAfterBody: its body is handed on as it is read, and once the reader (the
 * runtime sending it, or a test reading it) has taken its last byte, the queued work starts, one
 * timer turn later, in ctx.waitUntil. Where nothing holds the work (a cron run, the backend served
 * on its own), it starts at once in ctx.waitUntil.
 */
type Work = () => Promise<unknown>
/** The request's ExecutionContext (the edge's and, in-process, the embedded backend's: the same object). */
type Ctx = Pick<ExecutionContext, 'waitUntil'>

const held = new WeakMap<object, Work[]>()

const run = (work: readonly Work[]): Promise<unknown> =>
  Promise.all(
    work.map((job) => job().catch((error: unknown) => console.error('izlog: work after the answer failed', error))),
  )

/** The request's ExecutionContext; null without one (a test's direct call: hono throws when asked). */
export function executionContextOf(c: { readonly executionCtx: Ctx }): Ctx | null {
  try {
    return c.executionCtx
  } catch {
    return null
  }
}

/** From now on, work queued for this request waits for its answer (released by releaseAfterBody). */
export function holdAfterAnswer(ctx: Ctx): void {
  if (!held.has(ctx)) held.set(ctx, [])
}

/** Queues `work` after the request's answer (started at once when nothing holds it). */
export function afterAnswer(ctx: Ctx | null, work: Work): void {
  const queue = ctx ? held.get(ctx) : undefined
  if (queue) queue.push(work)
  else if (ctx) ctx.waitUntil(run([work]))
  // Without an execution context (a test's direct call) nothing can wait for it: it runs beside.
  else void run([work])
}

/** The response, whose body's end starts the work held for the request (nothing held: the response as it is). */
export function releaseAfterBody(ctx: Ctx, res: Response): Response {
  const work = held.get(ctx) ?? []
  held.delete(ctx)
  if (work.length === 0) return res
  let ended: () => void = () => undefined
  const read = new Promise<void>((resolve) => {
    ended = resolve
  })
  ctx.waitUntil(read.then(() => new Promise((resolve) => setTimeout(resolve, 0))).then(() => run(work)))
  if (!res.body) {
    ended()
    return res
  }
  const reader = res.body.getReader()
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const chunk = await reader.read()
        if (chunk.done) {
          controller.close()
          ended()
        } else controller.enqueue(chunk.value)
      },
      async cancel(reason) {
        ended()
        await reader.cancel(reason)
      },
    },
    // Nothing is read ahead: the body ends when its reader has taken the last byte.
    { highWaterMark: 0 },
  )
  return new Response(body, res)
}
