import type { Bindings } from '../../env'
import { seedCore } from './core'
import { seedCatalogue } from './catalogue'
import { seedCms } from './cms'
import { seedCommerce } from './commerce'

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
