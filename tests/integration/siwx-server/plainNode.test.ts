import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { expect, it } from 'vitest'

const script = fileURLToPath(new URL('./fixtures/plainNodeSignIn.ts', import.meta.url))
const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url))

it('the kit and the verifiers of all four families load and verify in plain Node, with no window', async () => {
  const { stdout } = await promisify(execFile)(tsx, ['--conditions=source', script], { timeout: 60_000 })
  expect(JSON.parse(stdout.trim().split('\n').at(-1) ?? '')).toEqual({
    window: 'undefined',
    namespaces: ['eip155', 'solana', 'stacks', 'bip122'],
    status: 200,
    cookie: true,
  })
})
