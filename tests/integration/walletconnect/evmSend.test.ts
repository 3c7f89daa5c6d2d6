import { MESSAGES } from '@latch/core'
import { type DevChain, startDevChain } from '@latch/testing/evm'
import { walletConnectAdapter } from '@latch/walletconnect'
import { createPublicClient, getAddress, http, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type PairingWorld, startPairingWorld } from './pairingWorld'

describe('pairing protocol: an EVM send through the session on the dev chain', () => {
  let chain: DevChain
  let world: PairingWorld
  beforeAll(async () => {
    chain = await startDevChain()
    const [sender] = chain.accounts
    if (!sender) throw new Error('dev chain has no accounts')
    world = await startPairingWorld({
      evmRpcUrl: chain.url,
      keys: { evm: { privateKey: sender.privateKey, rpcUrl: chain.url } },
    })
  })
  afterAll(async () => {
    await world?.close()
    await chain?.stop()
  })

  it('eth_sendTransaction through the session is signed by the wallet, mined, and moves the exact amount', async () => {
    const connector = world.connector({ requiredNamespaces: ['eip155'] })
    await world.pairAndApprove(connector)
    const [from] = connector.getAccounts('eip155', 'eip155:31337')
    const to = chain.accounts[1]?.address
    if (!from || !to) throw new Error('missing accounts')
    const client = createPublicClient({ transport: http(chain.url) })
    const before = await client.getBalance({ address: to })
    const amount = 123_456_789_000_000_000n

    const hash = await connector.request<`0x${string}`>({
      chainId: 'eip155:31337',
      method: 'eth_sendTransaction',
      params: [{ from, to, value: toHex(amount) }],
    })

    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(from.toLowerCase())
    expect(await client.getBalance({ address: to })).toBe(before + amount)
    expect(world.wallet.requests.map((r) => r.method)).toEqual(['eth_sendTransaction'])
  })

  it('the pairing adapter sends the exact native amount through the session (SPEC send on eip155)', async () => {
    const connector = world.connector({ requiredNamespaces: ['eip155'] })
    const network = world.networks.find((n) => n.chainNamespace === 'eip155')
    const to = chain.accounts[2]?.address
    if (!network || !to) throw new Error('missing network or account')
    const adapter = walletConnectAdapter({ connector, namespace: 'eip155' })
    await world.pairAndApprove(connector)
    const { accounts } = await adapter.connect({ connectorId: 'walletConnect' })
    const from = accounts[0]?.address ?? ''
    const client = createPublicClient({ transport: http(chain.url) })
    const before = await adapter.getBalance({ address: to, network })
    const amount = 7n * 10n ** 15n + 1n
    const { hash } = await (adapter.send?.({
      connectorId: 'walletConnect',
      network,
      from,
      to,
      amount,
      token: { symbol: 'ETH', decimals: 18 },
    }) ?? Promise.reject(new Error('no send')))
    expect((await client.waitForTransactionReceipt({ hash: hash as `0x${string}` })).status).toBe('success')
    expect((await adapter.getBalance({ address: to, network })).value).toBe(before.value + amount)
  })

  it('the pairing adapter refuses a receiver or token whose mixed case breaks EIP-55 before the session is asked', async () => {
    const connector = world.connector({ requiredNamespaces: ['eip155'] })
    const network = world.networks.find((n) => n.chainNamespace === 'eip155')
    const to = chain.accounts[3]?.address
    if (!network || !to) throw new Error('missing network or account')
    const adapter = walletConnectAdapter({ connector, namespace: 'eip155' })
    await world.pairAndApprove(connector)
    const { accounts } = await adapter.connect({ connectorId: 'walletConnect' })
    const from = accounts[0]?.address ?? ''
    const client = createPublicClient({ transport: http(chain.url) })
    const nonce = await client.getTransactionCount({ address: from as `0x${string}` })
    const requests = world.wallet.requests.length
    const checksummed = getAddress(to)
    const i = [...checksummed].findIndex((c, n) => n > 1 && /[a-fA-F]/.test(c))
    const c = checksummed[i]!
    const typo =
      checksummed.slice(0, i) +
      (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()) +
      checksummed.slice(i + 1)
    const base = { connectorId: 'walletConnect', network, from, amount: 1n }
    for (const params of [
      { ...base, to: typo, token: { symbol: 'ETH', decimals: 18 } },
      { ...base, to: checksummed, token: { symbol: 'TKN', decimals: 18, address: typo } },
    ]) {
      await expect(adapter.send!(params)).rejects.toMatchObject({
        name: 'ValidationError',
        code: 'INVALID_CHECKSUM',
        shortMessage: MESSAGES.invalidChecksum,
      })
    }
    expect(world.wallet.requests.length).toBe(requests)
    expect(await client.getTransactionCount({ address: from as `0x${string}` })).toBe(nonce)
  })
})
