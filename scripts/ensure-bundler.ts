/**
 * Makes sure the ERC-4337 bundler the smart-account tests run (`@pimlico/alto`) is installed, from
 * the test kit's own lockfile, apart from the workspace. Idempotent and safe with no stdin: does
 * nothing when it is already installed.
 */
import { ensureBundler } from '../packages/testing/src/evm/ensureBundler'

export { ensureBundler }

if (import.meta.url === `file://${process.argv[1]}`) ensureBundler()
