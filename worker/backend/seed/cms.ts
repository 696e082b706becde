import type { SeedEnv } from './index'

export async function seedCms(_env: SeedEnv): Promise<void> {}
