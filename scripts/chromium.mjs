// Finds Debian's Chromium (never downloads a browser). Shared by the e2e runner and the bench.
import { existsSync } from 'node:fs'

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean)
  return candidates.find((candidate) => existsSync(candidate)) ?? null
}

export const CHROMIUM_MISSING_MESSAGE = `Chromium was not found.
The browser tests use Debian's Chromium (they never download a browser). Install it with:
  sudo apt-get update && sudo apt-get install -y chromium
or point CHROMIUM_PATH at an existing Chromium binary.`
