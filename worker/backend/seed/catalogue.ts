import type { SeedEnv } from './index'

export async function seedCatalogue(_env: SeedEnv): Promise<void> {}
