/**
 * The unit, dom, integration and e2e projects run their files in one module graph per worker (no
 * isolation: each file would otherwise re-import its whole graph, 190 s of the integration run's
 * 350 on the 2-core machine). What a file changes globally is undone when the file ends, so the
 * next file starts as it would in a fresh worker: stubbed globals (`window`) and env, spies and
 * mocks, fake timers. First, the file's dynamic imports still in flight (a lazy slice a mount or a
 * connect started, an instance's code a call asked for, and no test awaited) are waited for: one
 * landing after the file ended failed the next file's tests with "Cannot load … after the
 * environment was torn down". The unit-isolated project, one graph per file, waits for them too.
 */
import { afterAll, vi } from 'vitest'

afterAll(async () => {
  await vi.dynamicImportSettled()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})
