// Issue 31, ERC-7715 permissions: `wallet_grantPermissions` and `wallet_revokePermissions` keep their
// SPEC §6 class (not safe) and, with `features.review`, wait in ApproveTransaction in words before the
// wallet's own prompt; the wallet's answer is checked against what was asked; grants are listed and
// revoked; MetaMask's EIP-2255 `wallet_revokePermissions` (what the EVM adapter sends on disconnect)
// still goes straight to the wallet. Real parts: Latch with the EVM adapter, the EVM test wallet
// (announced over EIP-6963, signing with its keys), the Hardhat dev chain.

import {
  createLatch,
  createMemoryStore,
  type Latch,
  type PermissionGrant,
  type PermissionRequest,
  UserRejectedRequestError,
} from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { getEip1193Provider } from '@latch/evm/provider'
import type { TestWalletPermissions } from '@latch/testing/evm'
import { describe, expect, it, vi } from 'vitest'
import { walletFor } from './evmWorld'
import { evmWorldPerSuite } from './evmWorldPerSuite'

const world = evmWorldPerSuite({ second: false })

/** Latch connected to the permission-granting test wallet of dev-chain account `index`. */
async function connectedApp(
  index: number,
  options: {
    review?: boolean
    permissions?: TestWalletPermissions
    kv?: ReturnType<typeof createMemoryStore>
  } = {},
) {
  const win = new EventTarget()
  vi.stubGlobal('window', win)
  const rdns = `dev.latch.perms${index}`
  const wallet = walletFor(world().chain, index, rdns, { permissions: options.permissions ?? true })
  wallet.announce(win)
  const latch = createLatch({
    adapters: [evmAdapter()],
    networks: [world().network],
    storage: options.kv ?? createMemoryStore(),
    features: { review: options.review ?? true },
  })
  latch.mount()
  await latch.ready()
  await latch.connect({ namespace: 'eip155', connectorId: rdns })
  return { latch, wallet, from: wallet.addresses[0] as `0x${string}` }
}

const session = () => world().chain.accounts[9]!.address as `0x${string}`
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600

/** A daily allowance of 0.01 ETH for the app's session account, for an hour, not adjustable. */
function dailyAllowance(overrides: Partial<PermissionRequest> = {}): PermissionRequest {
  return {
    chainId: `0x${world().chain.chainId.toString(16)}`,
    to: session(),
    permission: {
      type: 'native-token-periodic',
      isAdjustmentAllowed: false,
      data: { periodAmount: '0x2386f26fc10000', periodDuration: 86400, justification: 'Daily top-up' },
    },
    rules: [{ type: 'expiry', data: { timestamp: inAnHour() } }],
    ...overrides,
  }
}

/** The request waiting in ApproveTransaction (a grant once read in words). */
const waiting = (latch: Latch) =>
  vi.waitFor(() => {
    const [first] = latch.getState().approval.pending
    if (!first || (first.method !== 'wallet_sendCalls' && !first.permissions))
      throw new Error('nothing waits yet')
    return first
  })

const prompted = (prompts: readonly string[], method: string) => prompts.filter((p) => p === method).length

describe('ERC-7715 permissions with the EVM test wallet on the dev chain', () => {
  it('a grant waits in ApproveTransaction in words (who, which permission, limits, expiry) before the wallet prompts once; the checked grant is listed; its revoke is approved too and removes it from the list and the wallet', async () => {
    const { latch, wallet, from } = await connectedApp(2)
    const seen: (readonly PermissionGrant[])[] = []
    const stop = await latch.watchPermissions((grants) => seen.push(grants))
    const request = dailyAllowance()

    const granting = latch.grantPermissions([request])
    const pending = await waiting(latch)
    expect(pending).toMatchObject({ method: 'wallet_grantPermissions', beforeWallet: true })
    expect(pending.permissions).toEqual({
      kind: 'grantPermissions',
      title: 'Approve Request',
      permissions: [
        {
          to: session(),
          from: undefined,
          chainId: String(world().chain.chainId),
          type: 'native-token-periodic',
          adjustable: false,
          limits: [
            { label: 'periodAmount', value: '10000000000000000' },
            { label: 'periodDuration', value: '86400' },
          ],
          expiry: request.rules?.[0]?.data.timestamp,
          justification: 'Daily top-up',
        },
      ],
    })
    // nothing reached the wallet while the visitor reads
    expect(wallet.calls.some((c) => c.method === 'wallet_grantPermissions')).toBe(false)
    expect(latch.approval.approve(pending.id)).toBe(true)
    const [grant] = await granting
    expect(prompted(wallet.prompts, 'wallet_grantPermissions')).toBe(1)
    // the wallet got the very request that was shown
    expect(wallet.calls.find((c) => c.method === 'wallet_grantPermissions')?.params).toEqual(pending.params)
    expect(grant).toMatchObject({ ...request, from, context: expect.stringMatching(/^0x[0-9a-f]{130}$/) })
    expect(await latch.listPermissions()).toEqual([grant])
    await vi.waitFor(() => expect(seen.at(-1)).toEqual([grant]))

    const revoking = latch.revokePermissions(grant!.context)
    const revoke = await waiting(latch)
    expect(revoke.permissions).toEqual({
      kind: 'revokePermissions',
      title: 'Approve Request',
      context: grant!.context,
    })
    expect(latch.approval.approve(revoke.id)).toBe(true)
    await revoking
    expect(prompted(wallet.prompts, 'wallet_revokePermissions')).toBe(1)
    expect(await latch.listPermissions()).toEqual([])
    await vi.waitFor(() => expect(seen.at(-1)).toEqual([]))
    expect(await wallet.provider.request({ method: 'wallet_getGrantedExecutionPermissions' })).toEqual([])
    stop()
  })

  it('a declined grant rejects with UserRejectedRequestError and reaches no wallet; a revoke of an unknown context is refused before anything is asked', async () => {
    const { latch, wallet } = await connectedApp(3)
    const granting = latch.grantPermissions([dailyAllowance()])
    latch.approval.decline((await waiting(latch)).id)
    await expect(granting).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(wallet.calls.some((c) => c.method === 'wallet_grantPermissions')).toBe(false)
    await expect(latch.revokePermissions('0x1234')).rejects.toMatchObject({ code: 'UNKNOWN_GRANT' })
    expect(latch.getState().approval.pending).toHaveLength(0)
    expect(await latch.listPermissions()).toEqual([])
  })

  it('bad requests get a typed PermissionsError before anything waits or reaches the wallet', async () => {
    const { latch, wallet } = await connectedApp(4)
    const cases: [unknown, string][] = [
      [[], 'NO_REQUESTS'],
      [Array.from({ length: 11 }, () => dailyAllowance()), 'TOO_MANY_REQUESTS'],
      [[dailyAllowance({ to: 'not-an-address' as `0x${string}` })], 'INVALID_REQUEST'],
      [[dailyAllowance({ chainId: '0x1' })], 'INVALID_REQUEST'],
      [[dailyAllowance({ from: session() })], 'INVALID_REQUEST'],
      [[dailyAllowance({ rules: [{ type: 'expiry', data: { timestamp: -1 } }] })], 'INVALID_REQUEST'],
      [[{ ...dailyAllowance(), permission: { type: 'x', data: {} } }], 'INVALID_REQUEST'],
    ]
    for (const [requests, code] of cases)
      await expect(latch.grantPermissions(requests as PermissionRequest[])).rejects.toMatchObject({
        name: 'PermissionsError',
        code,
      })
    expect(latch.getState().approval.pending).toHaveLength(0)
    expect(wallet.calls.some((c) => c.method === 'wallet_grantPermissions')).toBe(false)
  })

  it('a hostile wallet answer is refused (another session account, changed limits, a longer expiry, another account, garbage) and nothing is listed', async () => {
    let tamper: (grants: Record<string, unknown>[]) => unknown = (grants) => grants
    const { latch, wallet } = await connectedApp(5, {
      review: false,
      permissions: { tamper: (g) => tamper(g) },
    })
    const other = world().chain.accounts[8]!.address
    const answers: ((grants: Record<string, unknown>[]) => unknown)[] = [
      (grants) => grants.map((g) => ({ ...g, to: other })),
      (grants) =>
        grants.map((g) => ({
          ...g,
          permission: { ...(g.permission as object), data: { periodAmount: '0xffffffff' } },
        })),
      (grants) =>
        grants.map((g) => ({ ...g, rules: [{ type: 'expiry', data: { timestamp: inAnHour() + 86400 } }] })),
      (grants) => grants.map((g) => ({ ...g, from: other })),
      (grants) => grants.map((g) => ({ ...g, context: `0x${'ab'.repeat(9000)}` })),
      () => [{ context: '0x01' }],
      () => 'granted',
      (grants) => [...grants, ...grants],
    ]
    for (const answer of answers) {
      tamper = answer
      await expect(latch.grantPermissions([dailyAllowance()])).rejects.toMatchObject({
        name: 'PermissionsError',
        code: 'INVALID_WALLET_ANSWER',
      })
    }
    expect(prompted(wallet.prompts, 'wallet_grantPermissions')).toBe(answers.length)
    expect(await latch.listPermissions()).toEqual([])
  })

  it('without features.review the wallet prompt is the approval; stored grants read back are checked (garbage, another account and expired ones dropped)', async () => {
    const kv = createMemoryStore()
    const { latch, wallet, from } = await connectedApp(6, { review: false, kv })
    const [grant] = await latch.grantPermissions([dailyAllowance()])
    expect(latch.getState().approval.pending).toHaveLength(0)
    expect(prompted(wallet.prompts, 'wallet_grantPermissions')).toBe(1)
    const key = `@latch/permissions:${world().chain.chainId}:${from.toLowerCase()}`
    const stored = JSON.parse(kv.getItem(key) ?? 'null') as { d: unknown[] }
    expect(stored.d).toEqual([grant])
    const expired = { ...grant, context: '0x02', rules: [{ type: 'expiry', data: { timestamp: 1000 } }] }
    const foreign = { ...grant, context: '0x03', from: session() }
    kv.setItem(
      key,
      JSON.stringify({ ...stored, d: [null, 'x', { context: '0x04' }, expired, foreign, grant] }),
    )
    expect(await latch.listPermissions()).toEqual([grant])
    kv.setItem(key, JSON.stringify({ ...stored, d: 'not a list' }))
    expect(await latch.listPermissions()).toEqual([])
  })

  it("EIP-2255's wallet_revokePermissions ([{ eth_accounts: {} }]) needs no approval: through the provider and on disconnect it reaches the wallet directly", async () => {
    const { latch, wallet } = await connectedApp(7)
    const provider = getEip1193Provider(latch)
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(latch.getState().approval.pending).toHaveLength(0)
    expect(wallet.authorized).toBe(false)
    expect(prompted(wallet.prompts, 'wallet_revokePermissions')).toBe(0)

    await latch.connect({ namespace: 'eip155', connectorId: 'dev.latch.perms7' })
    expect(wallet.authorized).toBe(true)
    await latch.disconnect()
    expect(wallet.calls.filter((c) => c.method === 'wallet_revokePermissions').at(-1)?.params).toEqual([
      { eth_accounts: {} },
    ])
    expect(wallet.authorized).toBe(false)
    expect(latch.getState().approval.pending).toHaveLength(0)
  })
})
