import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS } from './scripts/chromium.mjs'

// Started by scripts/e2e.mjs, which launches the Worker (scripts/worker-server.mjs) and sets BASE_URL and CHROMIUM_PATH.
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.BASE_URL ?? 'http://127.0.0.1:8787',
    locale: 'hr-HR',
    trace: 'off',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'journeys', testIgnore: /\.settings\.spec\.ts$/ },
    // Journeys that change a site-wide setting (e.g. e-mail confirmation at registration) run alone, after all others, one at a time.
    { name: 'site-settings', testMatch: /\.settings\.spec\.ts$/, dependencies: ['journeys'], workers: 1 },
  ],
})
