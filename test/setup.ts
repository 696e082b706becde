import { applyD1Migrations, env } from 'cloudflare:test'
import { seed } from '../worker/backend/seed'

// Every test file starts from the migrated, seeded local D1/R2 (both steps are idempotent).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
await seed(env)
