/** Random secrets for cart sessions and payment tokens; only their SHA-256 hashes are stored. */
export function randomSecret(bytes = 24): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)))
}

/**
 * A secret derived from another (HMAC-SHA-256 of `purpose` under `secret`, 24 bytes like
 * randomSecret): whoever holds the first can make it again, nobody else can, and it is never stored.
 */
export async function derivedSecret(secret: string, purpose: string): Promise<string> {
  const encoder = new TextEncoder()
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ])
  return base64url(new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(purpose))).slice(0, 24))
}

function base64url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}
