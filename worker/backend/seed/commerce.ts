import type { SeedEnv } from './index'

export async function seedCommerce(_env: SeedEnv): Promise<void> {}
