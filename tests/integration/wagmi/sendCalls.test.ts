import {
  connect,
  getCallsStatus,
  getCapabilities,
  sendCalls,
  showCallsStatus,
  waitForCallsStatus,
} from '@wagmi/core'
import { createPublicClient, http, parseEther } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { evmWorldPerSuite, pickWalletInModal, wagmiApp } from './wagmiWorld'

const world = evmWorldPerSuite()

/** A wagmi app connected through Latch's modal; `wallet5792` says whether the wallet has EIP-5792. */
async function connectedApp(wallet5792: boolean) {
  const app = await wagmiApp(world(), 6, wallet5792)
  await Promise.all([connect(app.config, { connector: app.connector }), pickWalletInModal(app.latch)])
  return app
}

describe("wagmi's EIP-5792 actions on the wallet connected through Latch (dev chain)", () => {
  it('getCapabilities, sendCalls and waitForCallsStatus reach a wallet that has them: both calls land, their receipts come back', async () => {
    const app = await connectedApp(true)
    const chainId = world().chain.chainId
    const capabilities = await getCapabilities(app.config, { chainId })
    expect(capabilities.atomic).toEqual({ status: 'unsupported' })

    const client = createPublicClient({ transport: http(world().chain.url) })
    const [alice, bob] = [world().chain.accounts[10]!.address, world().chain.accounts[11]!.address]
    const before = await Promise.all([
      client.getBalance({ address: alice }),
      client.getBalance({ address: bob }),
    ])
    const { id } = await sendCalls(app.config, {
      calls: [
        { to: alice, value: parseEther('0.25') },
        { to: bob, value: parseEther('0.5') },
      ],
    })
    const status = await waitForCallsStatus(app.config, { id, pollingInterval: 50 })
    expect(status.status).toBe('success')
    expect(status.atomic).toBe(false)
    expect(status.receipts).toHaveLength(2)
    const after = await Promise.all([
      client.getBalance({ address: alice }),
      client.getBalance({ address: bob }),
    ])
    expect(after[0] - before[0]).toBe(parseEther('0.25'))
    expect(after[1] - before[1]).toBe(parseEther('0.5'))
    const sent = app.wallet.calls.filter((c) => c.method === 'wallet_sendCalls')
    expect(sent).toHaveLength(1)
    app.unmount()
    vi.unstubAllGlobals()
  })

  it("a wallet without EIP-5792: the status call fails with SPEC's text, and nothing is sent behind the app's back", async () => {
    const app = await connectedApp(false)
    await expect(getCallsStatus(app.config, { id: `0x${'1'.repeat(64)}` })).rejects.toThrow(
      'Fetching call status not approved by the wallet.',
    )
    await expect(showCallsStatus(app.config, { id: `0x${'1'.repeat(64)}` })).rejects.toThrow()
    const client = createPublicClient({ transport: http(world().chain.url) })
    const from = world().chain.accounts[6]!.address
    const nonce = await client.getTransactionCount({ address: from })
    await expect(
      sendCalls(app.config, { calls: [{ to: world().chain.accounts[12]!.address, value: 1n }] }),
    ).rejects.toThrow()
    expect(await client.getTransactionCount({ address: from })).toBe(nonce)
    app.unmount()
    vi.unstubAllGlobals()
  })
})
