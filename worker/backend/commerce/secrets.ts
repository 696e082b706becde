/** Random secrets for cart sessions and payment tokens; only their SHA-256 hashes are stored. */
export function randomSecret(bytes = 24): string {
  const buffer = crypto.getRandomValues(new Uint8Array(bytes))
  let binary = ''
  for (const byte of buffer) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}
