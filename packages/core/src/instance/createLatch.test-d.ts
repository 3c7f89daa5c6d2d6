import {
  type AccountSnapshot,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainAdapter,
  type ChainNamespace,
  type Connection,
  createLatch,
  createMemoryStore,
  type Latch,
  type LatchAuthOptions,
  type LatchOptions,
  type LatchProvider,
  type LatchSnapshot,
  type LatchState,
  type RouterView,
  type SiwxConfig,
  type TrackedEvent,
  type WalletConnection,
  type WalletInfo,
} from '@latch/core'
import { describe, expectTypeOf, it } from 'vitest'

declare const adapter: ChainAdapter
declare const mainnet: CaipNetwork
declare const siwx: SiwxConfig
declare const auth: LatchAuthOptions

describe('createLatch options → instance', () => {
  it('takes LatchOptions and returns a Latch', () => {
    expectTypeOf(createLatch).parameter(0).toEqualTypeOf<LatchOptions>()
    expectTypeOf(createLatch).returns.toEqualTypeOf<Latch>()
    expectTypeOf(createLatch({ adapters: [adapter], networks: [mainnet] })).toEqualTypeOf<Latch>()
  })

  it('requires adapters and networks, each a readonly list of the right kind', () => {
    // @ts-expect-error adapters missing
    createLatch({ networks: [mainnet] })
    // @ts-expect-error networks missing
    createLatch({ adapters: [adapter] })
    // @ts-expect-error a network id is not a network
    createLatch({ adapters: [adapter], networks: ['eip155:1'] })
    const adapters: readonly ChainAdapter[] = [adapter]
    const networks: readonly CaipNetwork[] = [mainnet]
    expectTypeOf(createLatch({ adapters, networks })).toEqualTypeOf<Latch>()
  })

  it('takes the default network as a network or a CAIP-2 id, never a bare chain id', () => {
    createLatch({ adapters: [adapter], networks: [mainnet], defaultNetwork: 'eip155:1' })
    createLatch({ adapters: [adapter], networks: [mainnet], defaultNetwork: mainnet })
    // @ts-expect-error a chain reference alone is not a CAIP-2 id
    createLatch({ adapters: [adapter], networks: [mainnet], defaultNetwork: '1' })
    expectTypeOf<NonNullable<LatchOptions['defaultNetwork']>>().toEqualTypeOf<CaipNetwork | CaipNetworkId>()
  })

  it('takes the optional siwx and auth features with their own contracts', () => {
    expectTypeOf(createLatch({ adapters: [adapter], networks: [mainnet], siwx, auth })).toEqualTypeOf<Latch>()
    expectTypeOf<LatchOptions['siwx']>().toEqualTypeOf<SiwxConfig | undefined>()
    expectTypeOf<LatchOptions['auth']>().toEqualTypeOf<LatchAuthOptions | undefined>()
    // @ts-expect-error a SIWX config needs createMessage, addSession, getSessions, ...
    createLatch({ adapters: [adapter], networks: [mainnet], siwx: {} })
    // @ts-expect-error auth needs a provider
    createLatch({ adapters: [adapter], networks: [mainnet], auth: {} })
    createLatch({ adapters: [adapter], networks: [mainnet], storage: createMemoryStore() })
    // @ts-expect-error an unknown option is a typo, not ignored
    createLatch({ adapters: [adapter], networks: [mainnet], adaptors: [] })
  })
})

describe('Latch state and readers', () => {
  const latch = createLatch({ adapters: [adapter], networks: [mainnet] })

  it('exposes a read-only snapshot of LatchState, per namespace where it is per namespace', () => {
    expectTypeOf(latch.state).toEqualTypeOf<LatchSnapshot>()
    expectTypeOf(latch.getState()).toEqualTypeOf<LatchSnapshot>()
    expectTypeOf<keyof LatchSnapshot>().toEqualTypeOf<keyof LatchState>()
    expectTypeOf(latch.state.chains.activeNamespace).toEqualTypeOf<ChainNamespace>()
    expectTypeOf(latch.state.accounts).toHaveProperty('eip155')
    expectTypeOf(latch.state.accounts.solana).toBeNullable()
    // @ts-expect-error the snapshot is read-only
    latch.state.modal.open = true
  })

  it('gives the account, network, connections, wallet info and events with their types', () => {
    expectTypeOf(latch.getAccount()).toEqualTypeOf<AccountSnapshot>()
    expectTypeOf(latch.getAccount({ namespace: 'solana' }).isConnected).toEqualTypeOf<boolean>()
    expectTypeOf(latch.getNetwork()).toEqualTypeOf<CaipNetwork | undefined>()
    expectTypeOf(latch.getConnections()).toEqualTypeOf<readonly Connection[]>()
    expectTypeOf(latch.getWalletInfo()).toEqualTypeOf<WalletInfo | undefined>()
    expectTypeOf(latch.getEvents()).toEqualTypeOf<readonly TrackedEvent[]>()
    // @ts-expect-error 'ethereum' is not a chain namespace
    latch.getAccount({ namespace: 'ethereum' })
    expectTypeOf(latch.watchAccount).parameter(0).toEqualTypeOf<(account: AccountSnapshot) => void>()
    expectTypeOf(latch.subscribe(() => undefined)).toEqualTypeOf<() => void>()
  })

  it('keeps the live state deeply read-only, views a closed union, get/watch pairs in agreement', () => {
    // @ts-expect-error: read-only
    latch.state.router.history.push('Account')
    expectTypeOf(latch.getState().router.view).toEqualTypeOf<RouterView>()
    // @ts-expect-error: not a view
    latch.router.push('Home')
    expectTypeOf(latch.watchAccount).parameter(0).parameter(0).toEqualTypeOf<AccountSnapshot>()
    expectTypeOf(latch.watchConnections).parameter(0).parameter(0).toEqualTypeOf<readonly Connection[]>()
    // money is never a float in account state
    expectTypeOf(latch.getAccount().balance).toEqualTypeOf<string | undefined>()
  })

  it('connects and switches with CAIP ids and returns the connection', () => {
    expectTypeOf(
      latch.connect({ namespace: 'eip155', connectorId: 'injected' }),
    ).resolves.toEqualTypeOf<Connection>()
    expectTypeOf(latch.switchNetwork).parameter(0).toEqualTypeOf<CaipNetwork | CaipNetworkId>()
    // @ts-expect-error connect needs the connector id
    latch.connect({ namespace: 'eip155' })
    expectTypeOf(latch.open({ view: 'Connect' })).resolves.toBeVoid()
    // @ts-expect-error not a view of the router
    latch.open({ view: 'Nowhere' })
  })

  it('lists, switches and disconnects one of several wallets by connection or id', () => {
    expectTypeOf(latch.connections.list()).toEqualTypeOf<WalletConnection[]>()
    expectTypeOf(latch.connections.list).parameter(0).toEqualTypeOf<ChainNamespace | undefined>()
    expectTypeOf(latch.connections.watch).parameter(0).parameter(0).toEqualTypeOf<WalletConnection[]>()
    const [first] = latch.connections.list()
    expectTypeOf(latch.switchConnection(first!, { address: first!.address })).resolves.toBeVoid()
    expectTypeOf(latch.disconnectConnection('eip155:io.metamask')).resolves.toBeVoid()
    expectTypeOf(latch.disconnectAll()).resolves.toBeVoid()
    // @ts-expect-error the namespace form stays disconnect({ namespace })
    latch.disconnectConnection({ namespace: 'eip155' })
    // @ts-expect-error an account is named by its address
    latch.switchConnection('eip155:io.metamask', { account: 1 })
  })
})

describe('latch.getProvider: typed from the LatchProviders map the adapter packages fill in', () => {
  const latch = createLatch({ adapters: [adapter], networks: [mainnet] })

  it('returns the provider type declared for the namespace, or undefined', () => {
    expectTypeOf(latch.getProvider('eip155')).toEqualTypeOf<LatchProvider<'eip155'> | undefined>()
    expectTypeOf(latch.getProvider('solana')).toEqualTypeOf<LatchProvider<'solana'> | undefined>()
    expectTypeOf(latch.getProvider('eip155')).toBeNullable()
    // @ts-expect-error 'ethereum' is not a chain namespace
    latch.getProvider('ethereum')
  })

  it('reads a namespace no adapter package declares as unknown', () => {
    expectTypeOf<LatchProvider<'cosmos'>>().toEqualTypeOf<unknown>()
    expectTypeOf(latch.getProvider('cosmos')).toEqualTypeOf<unknown>()
  })
})
