import { applyD1Migrations, env } from 'cloudflare:test'
import { ensureSeeded } from '../worker/backend/seed'

// Every test file starts from the migrated, seeded local D1/R2 (both steps are idempotent;
// the seed runs in full once per seed version and is skipped when storage already holds it).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
await ensureSeeded(env)
