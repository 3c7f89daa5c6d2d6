/**
 * Testing Library's waits (`findBy*`, `waitFor`) in the dom project. Its 1 s default timed out on
 * shared 2-core machines under load while a lazily rendered view was still mounting; 5 s only
 * lengthens how long a failing wait takes to report, never what a test asserts.
 */
import { configure } from '@testing-library/dom'

configure({ asyncUtilTimeout: 5_000 })
