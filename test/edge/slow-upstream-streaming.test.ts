import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, describe, expect, it } from 'vitest'
import app from '../../worker/index'
import { upstreamProbe } from '../upstream-probe'
import { ORIGIN } from './helpers'

/**
 * The whole Worker against a slow upstream: the shell (head, header frame, footer frame)
 * flushes before any upstream answer arrives, and the data parts stream in afterwards.
 * Asserted by order of arrival, never by wall-clock limits.
 */
afterEach(() => upstreamProbe.reset())

const decoder = new TextDecoder()

describe('streaming with a slow upstream', () => {
  it('flushes the shell of the blog before the posts and menus arrive', async () => {
    upstreamProbe.delayMs = 300
    const path = `/objave?slow=${crypto.randomUUID().slice(0, 8)}`
    const ctx = createExecutionContext()
    // Not appFetch: that helper buffers the body, and here the arrival order is the point.
    const res = await app.fetch(new Request(ORIGIN + path), env, ctx)
    expect(res.status).toBe(200)
    const reader = res.body?.getReader()
    if (!reader) throw new Error('no body')

    let shell = ''
    while (!shell.includes('</header>')) {
      const chunk = await reader.read()
      if (chunk.done) throw new Error('document ended before the header')
      shell += decoder.decode(chunk.value, { stream: true })
    }
    // Nothing from the upstream has arrived when the shell is out: no answer, no posts, no CMS menu.
    expect(upstreamProbe.delayedAnswered).toBe(0)
    expect(shell).toContain('<html lang="hr"')
    expect(shell).not.toContain('post-card')
    expect(shell).not.toContain('nav nav--bar')

    let rest = ''
    for (;;) {
      const chunk = await reader.read()
      if (chunk.done) break
      rest += decoder.decode(chunk.value, { stream: true })
    }
    expect(rest).toContain('post-card')
    expect(rest).toContain('nav nav--bar')
    expect(upstreamProbe.calls).toBeGreaterThan(0)
    // That copy put its late parts in place with React's script: it is not the one stored for everyone.
    expect(shell + rest).toContain('<!--$?-->')
    await waitOnExecutionContext(ctx)

    // The page cache rendered it again in the background, whole (as for a crawler), and stored that:
    // every part in place, so a browser without JavaScript sees the posts and the menu too (issue 38).
    const again = createExecutionContext()
    const hit = await app.fetch(new Request(ORIGIN + path), env, again)
    expect(hit.headers.get('X-Cache')).toBe('HIT')
    const stored = await hit.text()
    await waitOnExecutionContext(again)
    expect(stored).not.toContain('<!--$?-->')
    expect(stored.indexOf('post-card')).toBeLessThan(stored.indexOf('</footer>'))
    expect(stored.indexOf('nav nav--bar')).toBeLessThan(stored.indexOf('</header>'))
  })

  it("a form's outcome page (?form=, ?cart=) comes whole at once: the browser that posted may run no JavaScript", async () => {
    upstreamProbe.delayMs = 300
    for (const outcome of ['form=emailInvalid&formId=newsletter-x', 'cart=added']) {
      const path = `/objave?${outcome}&slow=${crypto.randomUUID().slice(0, 8)}`
      const ctx = createExecutionContext()
      const res = await app.fetch(new Request(ORIGIN + path), env, ctx)
      expect(res.status).toBe(200)
      const html = await res.text()
      await waitOnExecutionContext(ctx)
      expect(html).not.toContain('<!--$?-->')
      expect(html.indexOf('post-card')).toBeLessThan(html.indexOf('</footer>'))
      expect(html.indexOf('nav nav--bar')).toBeLessThan(html.indexOf('</header>'))
    }
  })
})
