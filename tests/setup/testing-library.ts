/**
 * Testing Library's waits (`findBy*`, `waitFor`) in the dom project. Its 1 s default timed out on
 * shared 2-core machines under load while a lazily rendered view was still mounting; 5 s only
 * lengthens how long a failing wait takes to report, never what a test asserts.
 *
 * After each test, the code a test's Latch started loading lazily (the connections controller that
 * `mount()` imports, a view's chunk) finishes loading before the file's environment can be torn
 * down: a test that renders `LatchProvider` and ends before that import settles would otherwise
 * have Vitest report the pending import as an unhandled error of whichever file runs then.
 */
import { configure } from '@testing-library/dom'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, vi } from 'vitest'

configure({ asyncUtilTimeout: 5_000 })

afterEach(() => vi.dynamicImportSettled())

// The files share one DOM (the project runs without isolation): what a test rendered is unmounted
// after it, and whatever a file left in the document is gone before the next file starts.
afterEach(() => cleanup())
afterAll(() => {
  document.body.innerHTML = ''
})
