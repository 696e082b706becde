import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import * as v from 'valibot'
import { APP_RUNS_COOKIE, APP_RUNS_VALUE } from '../../contract/app-runs'

/** Only our own value counts: anything else is treated as a browser whose app has not run. */
const AppRunsValue = v.literal(APP_RUNS_VALUE)

/** Whether the request's browser has run the app (contract/app-runs.ts): then its documents may stream. */
export function appRunsIn(c: Context): boolean {
  return v.safeParse(AppRunsValue, getCookie(c, APP_RUNS_COOKIE)).success
}
