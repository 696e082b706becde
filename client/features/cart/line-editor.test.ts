import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LineEditor, type LineEditState } from './line-editor'

interface Harness {
  editor: LineEditor
  sent: number[]
  invalid: number
  state: LineEditState
  server: { qty: number | null }
  /** Resolves the oldest request on its way (storing its quantity as the server's). */
  answer: () => Promise<void>
  fail: () => Promise<void>
}

function harness(initial = 1): Harness {
  const pending: Array<{ qty: number; resolve: () => void; reject: (error: Error) => void }> = []
  const base = {
    sent: [] as number[],
    invalid: 0,
    state: { draft: null, busy: false } as LineEditState,
    server: { qty: initial as number | null },
    answer: async () => {
      const next = pending.shift()
      if (!next) throw new Error('nothing on its way')
      base.server.qty = next.qty
      next.resolve()
      await vi.advanceTimersByTimeAsync(0)
    },
    fail: async () => {
      const next = pending.shift()
      if (!next) throw new Error('nothing on its way')
      next.reject(new Error('upstream down'))
      await vi.advanceTimersByTimeAsync(0)
    },
  }
  const editor = new LineEditor({
    current: () => base.server.qty,
    send: (qty) =>
      new Promise<void>((resolve, reject) => {
        base.sent.push(qty)
        pending.push({ qty, resolve, reject })
      }),
    invalid: () => {
      base.invalid++
    },
    changed: (state) => {
      base.state = state
    },
  })
  const h: Harness = Object.assign(base, { editor })
  return h
}

describe('LineEditor (SPEC §4 quantity edits)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('sends one request 500 ms after the last keystroke, with the last value', async () => {
    const h = harness()
    h.editor.edit('2')
    await vi.advanceTimersByTimeAsync(300)
    h.editor.edit('3')
    await vi.advanceTimersByTimeAsync(300)
    h.editor.edit('4')
    await vi.advanceTimersByTimeAsync(499)
    expect(h.sent).toEqual([])
    expect(h.state.draft).toBe('4')
    await vi.advanceTimersByTimeAsync(1)
    expect(h.sent).toEqual([4])
    expect(h.state).toEqual({ draft: '4', busy: true })
    await h.answer()
    expect(h.state).toEqual({ draft: null, busy: false })
  })

  it('shows the server quantity after the answer (draft cleared), also after a failure', async () => {
    const h = harness(2)
    h.editor.edit('5')
    await vi.advanceTimersByTimeAsync(500)
    await h.fail()
    expect(h.state).toEqual({ draft: null, busy: false })
    expect(h.server.qty).toBe(2)
  })

  it('rejects an invalid quantity without a request and goes back to the last good value', async () => {
    const h = harness(3)
    for (const raw of ['0', '', '-1', '1.5', 'abc']) {
      h.editor.edit(raw)
      await vi.advanceTimersByTimeAsync(500)
    }
    expect(h.sent).toEqual([])
    expect(h.invalid).toBe(5)
    expect(h.state.draft).toBeNull()
  })

  it('sends nothing when the settled value is the current quantity', async () => {
    const h = harness(3)
    h.editor.edit('4')
    h.editor.edit('3')
    await vi.advanceTimersByTimeAsync(500)
    expect(h.sent).toEqual([])
    expect(h.state.draft).toBeNull()
  })

  it('a delete cancels the pending edit', async () => {
    const h = harness()
    h.editor.edit('7')
    await h.editor.cancel()
    await vi.advanceTimersByTimeAsync(1000)
    expect(h.sent).toEqual([])
    expect(h.state.draft).toBeNull()
  })

  it('never has two requests of one line on their way: the latest settled edit follows the first', async () => {
    const h = harness(1)
    h.editor.edit('2')
    await vi.advanceTimersByTimeAsync(500)
    h.editor.edit('3')
    await vi.advanceTimersByTimeAsync(500)
    h.editor.edit('4')
    await vi.advanceTimersByTimeAsync(500)
    expect(h.sent).toEqual([2])
    expect(h.state.draft).toBe('4')
    await h.answer()
    expect(h.sent).toEqual([2, 4])
    expect(h.state).toEqual({ draft: '4', busy: true })
    await h.answer()
    expect(h.sent).toEqual([2, 4])
    expect(h.state).toEqual({ draft: null, busy: false })
    expect(h.server.qty).toBe(4)
  })

  it('does not queue a value that is already on its way, nor resend what the server already holds', async () => {
    const h = harness(1)
    h.editor.edit('2')
    await vi.advanceTimersByTimeAsync(500)
    h.editor.edit('2')
    await vi.advanceTimersByTimeAsync(500)
    await h.answer()
    expect(h.sent).toEqual([2])
  })

  it('a delete while an update is on its way waits for it and drops the queued edit', async () => {
    const h = harness(1)
    h.editor.edit('2')
    await vi.advanceTimersByTimeAsync(500)
    h.editor.edit('5')
    await vi.advanceTimersByTimeAsync(500)
    let idle = false
    void h.editor.cancel().then(() => {
      idle = true
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(idle).toBe(false)
    await h.answer()
    expect(idle).toBe(true)
    expect(h.sent).toEqual([2])
  })

  it('flush sends a pending edit at once (the view is closing)', async () => {
    const h = harness(1)
    h.editor.edit('6')
    h.editor.flush()
    expect(h.sent).toEqual([6])
    h.editor.flush()
    expect(h.sent).toEqual([6])
  })

  it('drops an edit of a line that left the cart meanwhile', async () => {
    const h = harness(2)
    h.editor.edit('3')
    h.server.qty = null
    await vi.advanceTimersByTimeAsync(500)
    expect(h.sent).toEqual([])
    expect(h.invalid).toBe(0)
    expect(h.state.draft).toBeNull()
  })
})
