/**
 * The integration and e2e projects run their files in one module graph per worker (no isolation:
 * each file would otherwise re-import its whole graph, 190 s of the integration run's 350 on the
 * 2-core machine). What a file changes globally is undone when the file ends, so the next file
 * starts as it would in a fresh worker: stubbed globals (`window`) and env, spies and mocks, fake
 * timers.
 */
import { afterAll, vi } from 'vitest'

afterAll(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})
