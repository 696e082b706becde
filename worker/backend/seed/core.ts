import type { SeedEnv } from './index'

export async function seedCore(_env: SeedEnv): Promise<void> {}
