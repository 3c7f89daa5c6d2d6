// The EVM adapter's raw request hands the wallet its own copy of what the app asked for (issue 14,
// item 1, the same class on the injected-wallet path): a caller changing its transaction after the
// call no longer changes what the wallet signs and sends, and a method that is not a string is
// refused with the typed "not allowed" error. The wallet is the scriptable test wallet on Hardhat,
// answering after a delay as a wallet waiting for its user does.

import { RpcNotAllowedError } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { createPublicClient, http, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type EvmWorld, fakePage, startEvmWorld, walletFor } from './evmWorld'

let world: EvmWorld
beforeAll(async () => {
  world = await startEvmWorld({ second: false })
})
afterAll(async () => {
  await world?.stop()
})

async function connected(index: number) {
  const { win, storage } = fakePage()
  const wallet = walletFor(world.chain, index, 'dev.latch.a')
  wallet.announce(win)
  const adapter = evmAdapter()
  await adapter.init({ networks: [world.network], storage, getWindow: () => win })
  const { accounts } = await adapter.connect({ connectorId: 'dev.latch.a' })
  return { wallet, adapter, from: accounts[0]!.address as `0x${string}` }
}

describe('EVM raw requests: the wallet gets the request as it was made', () => {
  it('changing the caller’s tx.to and tx.value while the wallet is deciding changes nothing that is sent', async () => {
    const { wallet, adapter, from } = await connected(15)
    const client = createPublicClient({ transport: http(world.chain.url) })
    const to = privateKeyToAddress(generatePrivateKey())
    const attacker = privateKeyToAddress(generatePrivateKey())
    const tx = { from, to, value: toHex(4_000n) }
    wallet.setDelay(50)
    const sending = adapter.request({
      connectorId: 'dev.latch.a',
      method: 'eth_sendTransaction',
      params: [tx],
    })
    tx.to = attacker
    tx.value = toHex(10n ** 18n)
    const hash = (await sending) as `0x${string}`
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.to).toBe(to.toLowerCase())
    expect(await client.getBalance({ address: to })).toBe(4_000n)
    expect(await client.getBalance({ address: attacker })).toBe(0n)
  })

  it('an unstringifiable method is refused with RpcNotAllowedError before the wallet', async () => {
    const { wallet, adapter } = await connected(16)
    const before = wallet.calls.length
    const hostile = {
      toString() {
        throw new Error('cannot stringify')
      },
    }
    await expect(
      adapter.request({ connectorId: 'dev.latch.a', method: hostile as unknown as string }),
    ).rejects.toBeInstanceOf(RpcNotAllowedError)
    expect(wallet.calls.length).toBe(before)
  })
})
