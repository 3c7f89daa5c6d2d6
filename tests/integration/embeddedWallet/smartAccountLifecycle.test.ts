// Issue 31, the embedded wallet's smart account over its life, through the app's Latch with every
// part real on loopback (auth service, in-process key frame, Hardhat Prague, EntryPoint v0.8, the
// alto bundler, the ERC-7677 paymaster service):
// - batches sent at once from one smart account, in any interleaving, all land, each once: the
//   wallet builds one operation at a time (each reads the EntryPoint nonce its predecessor left);
// - `smartAccountDeployed` turns true in `latch.getAccount()` once the first operation's delegation
//   is on chain, told by the wallet (no reload);
// - switching back to `eoa` clears the delegation on chain with a transaction the account pays for,
//   and is refused before anything is signed while the account cannot pay it.

import fc from 'fast-check'
import { createWalletClient, encodeFunctionData, http, parseAbi, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type SmartAccountWorld, startSmartAccountWorld } from './smartAccountWorld'

let sa: SmartAccountWorld

beforeAll(async () => {
  sa = await startSmartAccountWorld('smart-lifecycle@example.com')
}, 120_000)
afterAll(() => sa?.stop())

const mintAbi = parseAbi(['function mint(address to, uint256 amount)'])
const signed = () =>
  sa.browser.frame.log.requests.map((r) => r.method).filter((m) => m.startsWith('evm_sign'))
const account = () => sa.browser.latch.getAccount({ namespace: 'eip155' })
const delegationCode = () => `0xef0100${sa.aa.simple7702Account.slice(2).toLowerCase()}`

/** A batch straight to the embedded wallet (what Latch sends it once the visitor approved). */
function sendBatch(calls: { to: `0x${string}`; data: `0x${string}` }[]): Promise<{ id: `0x${string}` }> {
  return sa.browser.provider.request({
    namespace: 'eip155',
    caipNetworkId: sa.world.evmNetwork.caipNetworkId,
    method: 'wallet_sendCalls',
    params: [
      { version: '2.0.0', chainId: `0x${sa.world.chain.chainId.toString(16)}`, atomicRequired: true, calls },
    ],
  }) as Promise<{ id: `0x${string}` }>
}
const mintTo = (to: `0x${string}`, amount: bigint) => ({
  to: sa.tokens.erc20.address,
  data: encodeFunctionData({ abi: mintAbi, functionName: 'mint', args: [to, amount] }),
})

describe('the embedded smart account over its life (alto, ERC-7677 paymaster, Hardhat Prague)', () => {
  it('batches sent at once, in any interleaving, each land exactly once, and the account reads deployed once its delegation is on chain', async () => {
    await sa.browser.latch.auth.setPreferredAccountType('smartAccount')
    expect(account()).toMatchObject({ preferredAccountType: 'smartAccount', smartAccountDeployed: false })
    const receivers = sa.world.chain.accounts.slice(2, 5).map((a) => a.address)
    let round = 0
    await fc.assert(
      fc.asyncProperty(
        // 2–3 batches, each to its own receiver, started after its own delay
        fc.array(
          fc.record({ units: fc.integer({ min: 1, max: 9 }), delayMs: fc.integer({ min: 0, max: 40 }) }),
          {
            minLength: 2,
            maxLength: 3,
          },
        ),
        async (batches) => {
          round += 1
          const before = await Promise.all(receivers.map((r) => sa.ltkOf(r)))
          const ids = await Promise.all(
            batches.map(
              async ({ units, delayMs }, i) =>
                (
                  await new Promise((resolve) => setTimeout(resolve, delayMs)).then(() =>
                    sendBatch([mintTo(receivers[i]!, BigInt(units) * 10n ** 18n + BigInt(round))]),
                  )
                ).id,
            ),
          )
          expect(new Set(ids).size).toBe(batches.length)
          for (const id of ids) expect((await sa.settledStatus(id)).status).toBe(200)
          const after = await Promise.all(receivers.map((r) => sa.ltkOf(r)))
          batches.forEach(({ units }, i) => {
            expect(after[i]! - before[i]!).toBe(BigInt(units) * 10n ** 18n + BigInt(round))
          })
        },
      ),
      { numRuns: 3 },
    )
    expect(await sa.client.getCode({ address: sa.evm })).toBe(delegationCode())
    // the wallet told Latch: the account reads deployed without a reload or a new sign-in
    await vi.waitFor(() => expect(account().smartAccountDeployed).toBe(true), { timeout: 10_000 })
    expect(await sa.client.getBalance({ address: sa.evm })).toBe(0n)
  })

  it('switching back to eoa with no ETH for the fee is refused before anything is signed; the account stays a smart account', async () => {
    const before = signed().length
    await expect(sa.browser.latch.auth.setPreferredAccountType('eoa')).rejects.toMatchObject({
      code: 'FEE_UNAFFORDABLE',
    })
    expect(signed().length).toBe(before)
    expect(await sa.client.getCode({ address: sa.evm })).toBe(delegationCode())
    expect(account()).toMatchObject({ preferredAccountType: 'smartAccount', smartAccountDeployed: true })
  })

  it('switching back to eoa clears the delegation on chain with one transaction the account pays; its next send is a plain transaction', async () => {
    const funder = createWalletClient({
      account: privateKeyToAccount(sa.world.chain.accounts[19]!.privateKey),
      transport: http(sa.world.chain.url),
    })
    await sa.client.waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: sa.evm, value: parseEther('1'), chain: null }),
    })
    const before = signed().length
    await sa.browser.latch.auth.setPreferredAccountType('eoa')
    expect(signed().slice(before)).toEqual(['evm_signUndelegation'])
    expect(await sa.client.getCode({ address: sa.evm })).toBeUndefined()
    expect(account()).toMatchObject({ preferredAccountType: 'eoa', smartAccountDeployed: false })
    const user = await sa.browser.provider.getUser()
    expect(user?.accounts.eip155).toEqual([{ address: sa.evm, type: 'eoa' }])
    // the account paid exactly its transaction's fee, and nothing else moved
    const [last] = (await sa.client.getBlock({ includeTransactions: true })).transactions
    if (!last || typeof last === 'string') throw new Error('no transaction in the last block')
    expect(last.from.toLowerCase()).toBe(sa.evm.toLowerCase())
    expect(last.to?.toLowerCase()).toBe(sa.evm.toLowerCase())
    expect(last.type).toBe('eip7702')
    const receipt = await sa.client.getTransactionReceipt({ hash: last.hash })
    expect(await sa.client.getBalance({ address: sa.evm })).toBe(
      parseEther('1') - receipt.gasUsed * receipt.effectiveGasPrice,
    )
    // an EOA again: a send is the account's own transaction
    const receiver = sa.world.chain.accounts[6]!.address
    const held = await sa.ltkOf(sa.evm)
    const hash = (await sa.browser.provider.request({
      namespace: 'eip155',
      caipNetworkId: sa.world.evmNetwork.caipNetworkId,
      method: 'eth_sendTransaction',
      params: [{ from: sa.evm, to: receiver, value: '0x1' }],
    })) as `0x${string}`
    const sent = await sa.client.waitForTransactionReceipt({ hash })
    expect(sent.from.toLowerCase()).toBe(sa.evm.toLowerCase())
    expect(await sa.ltkOf(sa.evm)).toBe(held)
  })

  it('a user read the service answered before a switch, arriving after it, does not bring the old account type back', async () => {
    let hold: Promise<void> | undefined
    const page = await sa.world.openBrowser({
      smartAccount: { implementation: sa.aa.simple7702Account, bundlerUrl: sa.bundler.url },
      answerGate: (url, init) =>
        (url.endsWith('/v1/user') && (init?.method ?? 'GET') === 'GET' ? hold : undefined) ??
        Promise.resolve(),
    })
    await page.signInByEmail('smart-lifecycle-reads@example.com')
    await page.provider.setPreferredAccountType({ type: 'smartAccount' })
    let release = () => {}
    hold = new Promise<void>((resolve) => {
      release = resolve
    })
    const reads = () => page.fetched.filter((u) => u.endsWith('/v1/user')).length
    const before = reads()
    // answered by the service now (smartAccount), held back on its way
    const stale = page.provider.getUser()
    await vi.waitFor(() => expect(reads()).toBe(before + 1))
    hold = undefined
    await page.provider.setPreferredAccountType({ type: 'eoa' })
    release()
    const user = await stale
    // the wallet keeps the type it was switched to: its account is an EOA, batches are not atomic
    expect(user?.accounts.eip155?.[0]?.type).toBe('eoa')
    expect(
      ((await page.provider.getCapabilities({ address: '' })) as Record<string, { atomic?: unknown }>)[
        `0x${sa.world.chain.chainId.toString(16)}`
      ]?.atomic,
    ).toEqual({ status: 'unsupported' })
  })
})
