import type { Bindings } from '../../lib/bindings'
import { seedCore } from './core'
import { seedCatalogue } from './catalogue'
import { seedCms } from './cms'
import { seedCommerce } from './commerce'

/** Bump when the seed content changes, so existing local databases receive the new rows. */
export const SEED_VERSION = '2026-11-27.1'

export type SeedEnv = Pick<Bindings, 'DB' | 'MEDIA' | 'API_KEY'>

/**
 * Seeds the local database and bucket with the studio's content. Idempotent: every row has a
 * fixed id and is written with INSERT OR IGNORE, every R2 object only when missing, so a second
 * run changes nothing and never overwrites what a user edited.
 */
export async function seed(env: SeedEnv): Promise<void> {
  await seedCore(env)
  await seedCatalogue(env)
  await seedCms(env)
  await seedCommerce(env)
}

/** Runs `seed` once per SEED_VERSION; later calls (every start, every test file) return at once. */
export async function ensureSeeded(env: SeedEnv): Promise<void> {
  const applied = await env.DB.prepare('SELECT version FROM seed_state WHERE version = ?').bind(SEED_VERSION).first()
  if (applied) return
  await seed(env)
  await env.DB.prepare('INSERT OR IGNORE INTO seed_state (version) VALUES (?)').bind(SEED_VERSION).run()
}
