// What a paired wallet answers is untrusted input: the accounts of its session namespaces, the
// hash of a send, a message signature. The wallet is the test pairing wallet over the relay
// stand-in; where it must answer garbage, it is told to leave the request and the test answers
// it through the wallet's own sign client.

import { type AdapterEvent, createMemoryStore, createStorage, UnknownWalletError } from '@latch/core'
import { type WalletConnectEvent, walletConnectAdapter } from '@latch/walletconnect'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { nextUri, type PairingWorld, startPairingWorld } from './pairingWorld'

describe('a paired wallet answer that is not what the method returns is refused', () => {
  let world: PairingWorld
  beforeEach(async () => {
    world = await startPairingWorld()
  })
  afterEach(async () => {
    await world.close()
  })

  const networkOf = (namespace: string) => world.networks.find((n) => n.chainNamespace === namespace)!

  async function paired(namespace: 'eip155' | 'solana' | 'stacks') {
    const connector = world.connector()
    const adapter = walletConnectAdapter({ connector, namespace })
    await adapter.init({
      networks: world.networks.filter((n) => n.chainNamespace === namespace),
      storage: createStorage(createMemoryStore()),
      getWindow: () => undefined,
    })
    await world.pairAndApprove(connector)
    await adapter.connect({ connectorId: 'walletConnect' })
    return { connector, adapter }
  }

  /**
   * An EVM pairing whose events are recorded (the connector's and the adapter's) and a way to make
   * the wallet emit a session event on its EVM chain.
   */
  async function pairedWithEvents() {
    const { connector, adapter } = await paired('eip155')
    const chain = networkOf('eip155').caipNetworkId
    const seen: AdapterEvent[] = []
    const raw: WalletConnectEvent[] = []
    adapter.subscribe!((event) => seen.push(event))
    connector.on((event) => raw.push(event))
    const [topic] = world.wallet.sessionTopics()
    const emit = (event: { name: string; data: unknown }) =>
      world.wallet.client.emit({ topic: topic!, chainId: chain, event })
    return { chain, seen, raw, emit }
  }

  /** The wallet answers its next request with `result`. */
  async function answerNext(result: unknown) {
    world.wallet.setRequestMode('ignore')
    const request = await world.wallet.nextRequest()
    await world.wallet.client.respond({
      topic: request.topic,
      response: { id: request.id, jsonrpc: '2.0', result },
    })
  }

  it('connect(): a session with thousands of accounts, or an over-long one, is read up to its caps', async () => {
    const connector = world.connector()
    const adapter = walletConnectAdapter({ connector, namespace: 'eip155' })
    await adapter.init({
      networks: world.networks,
      storage: createStorage(createMemoryStore()),
      getWindow: () => undefined,
    })
    const connecting = adapter.connect({ connectorId: 'walletConnect' })
    await world.wallet.pair(await nextUri(connector))
    const chain = networkOf('eip155').caipNetworkId
    const many = Array.from(
      { length: 2_000 },
      (_, i) => `${chain}:0x${(i + 1).toString(16).padStart(40, '0')}`,
    )
    await world.wallet.approve(await world.wallet.nextProposal(), {
      accounts: { eip155: [`${chain}:0x${'a'.repeat(5_000)}`, ...many] },
    })
    const { accounts } = await connecting
    expect(accounts.length).toBeLessThanOrEqual(100)
    expect(accounts[0]?.address).toBe(`0x${'1'.padStart(40, '0')}`)
    const record = connector.getState().session!
    expect(record.namespaces.eip155!.accounts.length).toBeLessThanOrEqual(100)
    for (const account of record.namespaces.eip155!.accounts) expect(account.length).toBeLessThanOrEqual(200)
  })

  it('accountsChanged: an event with thousands of entries, or entries that are not addresses, is read up to 100 addresses', async () => {
    const { chain, seen, raw, emit } = await pairedWithEvents()
    const many = Array.from(
      { length: 2_000 },
      (_, i) => `${chain}:0x${(i + 1).toString(16).padStart(40, '0')}`,
    )
    await emit({
      name: 'accountsChanged',
      data: [
        `${chain}:javascript:alert(1)`,
        `${chain}:0x${'a'.repeat(5_000)}`,
        // a broken EIP-55 checksum
        `${chain}:0xF39fd6e51aad88F6F4ce6aB8827279cffFb92266`,
        ...many,
      ],
    })
    await expect.poll(() => raw.find((e) => e.type === 'accountsChanged')).toBeDefined()
    await expect.poll(() => seen.find((e) => e.type === 'accountsChanged')).toBeDefined()
    const event = raw.find((e) => e.type === 'accountsChanged') as Extract<
      WalletConnectEvent,
      { type: 'accountsChanged' }
    >
    expect(event.accounts.length).toBeLessThanOrEqual(100)
    expect(event.accounts).not.toContain('javascript')
    expect(event.accounts.every((a) => /^0x[0-9a-fA-F]{40}$/.test(a))).toBe(true)
    expect(event.accounts).not.toContain('0xF39fd6e51aad88F6F4ce6aB8827279cffFb92266')
    const reported = seen.find((e) => e.type === 'accountsChanged') as Extract<
      AdapterEvent,
      { type: 'accountsChanged' }
    >
    expect(reported.accounts.length).toBeLessThanOrEqual(100)
    expect(reported.accounts.length).toBeGreaterThan(0)
    expect(reported.accounts[0]?.address).toBe(`0x${'1'.padStart(40, '0')}`)
  })

  it('chainChanged: a chain id that is not CAIP-2 (an endless eip155 number) is not reported', async () => {
    const { chain, seen, raw, emit } = await pairedWithEvents()
    await emit({ name: 'chainChanged', data: `eip155:${'9'.repeat(5_000)}` })
    // an accountsChanged sent after it marks when the chainChanged has been handled
    await emit({ name: 'accountsChanged', data: [`${chain}:0x${'1'.padStart(40, '0')}`] })
    await expect.poll(() => raw.find((e) => e.type === 'accountsChanged')).toBeDefined()
    expect(raw.filter((e) => e.type === 'chainChanged')).toEqual([])
    expect(seen.filter((e) => e.type === 'chainChanged')).toEqual([])
  })

  it.each([
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a hash one byte too long', `0x${'ab'.repeat(33)}`],
    ['an object', { hash: `0x${'ab'.repeat(32)}` }],
  ])(
    'send(): eth_sendTransaction answered with %s is an UnknownWalletError, not a "Sent"',
    async (_n, bad) => {
      const { adapter } = await paired('eip155')
      const network = networkOf('eip155')
      const sending = adapter.send!({
        connectorId: 'walletConnect',
        network,
        from: world.wallet.addresses.eip155!,
        to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        amount: 1n,
        token: { symbol: 'ETH', decimals: 18, name: 'Ether' },
      }).catch((error: unknown) => error)
      await answerNext(bad)
      expect(await sending).toBeInstanceOf(UnknownWalletError)
    },
  )

  it.each([
    ['eip155', 'not hex'],
    ['eip155', '0x'],
    ['solana', { signature: 'x'.repeat(1_000) }],
    ['solana', { signature: '2'.repeat(40) }],
    ['stacks', { signature: 'zz'.repeat(65) }],
    ['stacks', { signature: 7 }],
  ] as const)(
    'signMessage(): %s answered with garbage (%#) is an UnknownWalletError',
    async (namespace, bad) => {
      const { adapter } = await paired(namespace)
      const signing = adapter
        .signMessage({
          connectorId: 'walletConnect',
          address: world.wallet.addresses[namespace]!,
          message: 'hello',
          network: networkOf(namespace),
        })
        .catch((error: unknown) => error)
      await answerNext(bad)
      expect(await signing).toBeInstanceOf(UnknownWalletError)
    },
  )
})
