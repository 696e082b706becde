import { describe, expect, it } from 'vitest'
import { disconnectFilter, withoutDisconnects } from '../scripts/server-log.mjs'

const RED_ERROR = '\u001b[31m✘ \u001b[41;31m[\u001b[41;97mERROR\u001b[41;31m]\u001b[0m '

describe('the local server log without browser disconnects', () => {
  it('drops workerd’s Broken pipe / Connection reset by peer lines and the stack: line after each', () => {
    const log = [
      '[wrangler:info] GET / 200 OK (5ms)',
      `${RED_ERROR}\u001b[1mkj/async-io-unix.c++:186: disconnected: ::write(fd, buffer, size): Broken pipe\u001b[0m`,
      'stack: 7f1c2d3e4f50 7f1c2d3e4f60',
      'kj/async-io-unix.c++:186: disconnected: ::writev(fd, iov.begin(), iov.size()): Connection reset by peer',
      '',
      '  stack: 7f1c2d3e4f70',
      '[wrangler:info] GET /en/ 200 OK (3ms)',
    ].join('\n')
    expect(withoutDisconnects(log)).toBe('[wrangler:info] GET / 200 OK (5ms)\n\n[wrangler:info] GET /en/ 200 OK (3ms)')
  })

  it('drops the lines as workerd 1.2026 prints them under npm start (copied from a journey run)', () => {
    const stack =
      'stack: /work/main/node_modules/@cloudflare/workerd-linux-64/bin/workerd@51faac1 /work/main/node_modules/@cloudflare/workerd-linux-64/bin/workerd@51fb771'
    const log = [
      'workerd/server/server.c++:5351: error: kj::getCaughtExceptionAsKj() = kj/async-io-unix.c++:186: disconnected: ::write(fd, buffer.begin(), buffer.size()): Broken pipe',
      stack,
      'workerd/server/server.c++:5351: error: kj::getCaughtExceptionAsKj() = kj/async-io-unix.c++:186: disconnected: ::write(fd, buffer.begin(), buffer.size()): Connection reset by peer',
      stack,
      '[wrangler:info] GET /kosarica 200 OK (12ms)',
    ].join('\n')
    expect(withoutDisconnects(log)).toBe('[wrangler:info] GET /kosarica 200 OK (12ms)')
  })

  it('keeps every other error and any stack: line that does not follow a disconnect', () => {
    const keep = disconnectFilter()
    const lines = [
      `${RED_ERROR}Uncaught Error: D1_ERROR: no such table: posts`,
      'stack: 7f1c2d3e4f50',
      'kj/async-io-unix.c++:186: disconnected: ::write(fd, buffer, size): Broken pipe',
      '[wrangler:info] GET / 200 OK (5ms)',
      'stack: 7f1c2d3e4f60',
      'Broken pipe while writing the cache',
    ]
    expect(lines.filter(keep)).toEqual([lines[0], lines[1], lines[3], lines[4], lines[5]])
  })
})
