/**
 * Password hashing (PBKDF2-SHA256 via WebCrypto) and opaque tokens. workerd caps PBKDF2 at
 * 100000 iterations, so that is the work factor; the count is stored per user so it can grow.
 */
export const PBKDF2_ITERATIONS = 100_000
const SALT_BYTES = 16
const HASH_BITS = 256

const encoder = new TextEncoder()

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

function toBase64Url(bytes: Uint8Array): string {
  return toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password.normalize('NFC')), 'PBKDF2', false, [
    'deriveBits',
  ])
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS)
  return new Uint8Array(bits)
}

export interface PasswordHash {
  hash: string
  salt: string
  iterations: number
}

export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES))
  const hash = await derive(password, salt, PBKDF2_ITERATIONS)
  return { hash: toBase64(hash), salt: toBase64(salt), iterations: PBKDF2_ITERATIONS }
}

/** Constant-time comparison of equal-length byte arrays (length is not secret). */
function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0)
  return diff === 0
}

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const iterations = Math.min(Math.max(1, stored.iterations), PBKDF2_ITERATIONS)
  const actual = await derive(password, fromBase64(stored.salt), iterations)
  return timingSafeEqual(actual, fromBase64(stored.hash))
}

/** A fixed hash to spend the same time on unknown users as on known ones (no user enumeration by timing). */
let dummyHash: PasswordHash | null = null
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= await hashPassword('izlog-timing-equaliser')
  await verifyPassword(password, dummyHash)
}

/** Random 32 bytes, base64url (refresh, verification and reset tokens). */
export function randomToken(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(32)))
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(text))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}
