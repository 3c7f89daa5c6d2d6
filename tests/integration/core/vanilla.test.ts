import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '../../..')

describe('pnpm vanilla', () => {
  it('opens, routes, connects, shows Account, switches network, closes and disconnects in the terminal, exiting 0', async () => {
    const { stdout } = await run(
      path.join(root, 'node_modules/.bin/tsx'),
      ['--conditions=source', 'examples/vanilla/src/main.ts'],
      {
        cwd: root,
        timeout: 30_000,
      },
    )
    const lines = stdout.trim().split('\n')
    const line = (label: string) => lines.find((l) => l.startsWith(label)) ?? ''
    expect(line('created and mounted')).toContain('modal closed | view Connect')
    expect(line('connect methods')).toBe('connect methods: wallet, email, social')
    expect(line('open()')).toContain('modal open | view Connect')
    expect(line("router.push('AllWallets')")).toContain('[Connect > AllWallets] next')
    expect(line('pick Demo Wallet')).toContain('view ConnectingExternal')
    expect(line('connected')).toMatch(/modal closed .* connected 0xf39F\w+ on Ethereum, balance 1\.5 ETH/)
    expect(line('open() again')).toContain('modal open | view Account [Account]')
    expect(line('switchNetwork(Sepolia)')).toContain('view SwitchNetwork [Account > SwitchNetwork]')
    expect(line('confirm in wallet')).toContain(
      'view Account [Account] prev | connected 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 on Sepolia',
    )
    expect(line('close()')).toContain('modal closed | view Connect')
    expect(line('disconnect()')).toMatch(/\| disconnected$/)
    expect(line('events')).toBe(
      'events: MODAL_OPEN, CONNECT_SUCCESS, MODAL_CLOSE, MODAL_OPEN, MODAL_CLOSE, DISCONNECT_SUCCESS',
    )
  })
})
