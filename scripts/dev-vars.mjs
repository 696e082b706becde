// Local secrets: wrangler reads .dev.vars (git-ignored). On a fresh clone it does not exist yet, so
// `npm start`, `npm test`, the e2e journeys and the bench copy .dev.vars.example first.
import { copyFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export function ensureDevVars() {
  const target = path.join(root, '.dev.vars')
  if (existsSync(target)) return
  copyFileSync(path.join(root, '.dev.vars.example'), target)
  console.log('izlog: created .dev.vars from .dev.vars.example (local development secrets)')
}
