import { describe, expect, it } from 'vitest'
import { curlCommand } from './curl'
import { maskSecrets } from './browser-api'

describe('the debug toast’s curl command', () => {
  it('repeats the request with its headers and body, quoted for a shell, secrets masked', () => {
    const body = maskSecrets({
      username: "o'brien@izlog.hr",
      password: 'tajna',
      nested: { cardNumber: '4111' },
      qty: 2,
    })
    expect(body).toBe(`{"username":"o'brien@izlog.hr","password":"***","nested":{"cardNumber":"***"},"qty":2}`)
    const command = curlCommand('https://izlog.test', {
      method: 'POST',
      url: '/api/v1/login?x=1',
      headers: { 'Content-Type': 'application/json', language: 'hrv' },
      body,
    })
    expect(command).toBe(
      `curl -X POST 'https://izlog.test/api/v1/login?x=1' -H 'Content-Type: application/json' -H 'language: hrv' --data-raw '{"username":"o'\\''brien@izlog.hr","password":"***","nested":{"cardNumber":"***"},"qty":2}'`,
    )
    expect(curlCommand('', { method: 'GET', url: '/api/v1/x', headers: {}, body: null })).toBe(
      "curl -X GET '/api/v1/x'",
    )
  })
})
