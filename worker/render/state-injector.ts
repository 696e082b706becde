import { STATE_SCRIPT_ID } from '../../client/server'
import { serializeForScript } from '../lib/serialize'

const encoder = new TextEncoder()
const CLOSING = encoder.encode('</body></html>')

function endsWith(chunk: Uint8Array, suffix: Uint8Array): boolean {
  if (chunk.length < suffix.length) return false
  const offset = chunk.length - suffix.length
  for (let i = 0; i < suffix.length; i++) if (chunk[offset + i] !== suffix[i]) return false
  return true
}

/**
 * Passes React's HTML stream through unchanged and, when it completes, writes the dehydrated
 * query cache as `<script type="application/json" id="__IZLOG_STATE__" nonce>` just before
 * `</body></html>`. Every query resolved while streaming (critical, deferred, layout) is in it, and
 * the browser entry (a deferred module script) only runs after the whole document is parsed, so
 * hydration finds all the data the server rendered with — no refetch, no mismatch.
 */
export function createStateInjector(getState: () => unknown, nonce: string): TransformStream<Uint8Array, Uint8Array> {
  let heldClosing = false
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      if (heldClosing) {
        // Content after the postamble (not expected from React): keep document order.
        controller.enqueue(CLOSING)
        heldClosing = false
      }
      if (endsWith(chunk, CLOSING)) {
        if (chunk.length > CLOSING.length) controller.enqueue(chunk.subarray(0, chunk.length - CLOSING.length))
        heldClosing = true
        return
      }
      controller.enqueue(chunk)
    },
    flush(controller) {
      const nonceAttr = nonce ? ` nonce="${nonce}"` : ''
      controller.enqueue(
        encoder.encode(
          `<script type="application/json" id="${STATE_SCRIPT_ID}"${nonceAttr}>${serializeForScript(getState())}</script>`,
        ),
      )
      if (heldClosing) controller.enqueue(CLOSING)
    },
  })
}
