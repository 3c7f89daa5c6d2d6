import {
  type AdapterEvent,
  type AuthProvider,
  authAdapter,
  type Balance,
  type ChainAdapter,
  type Connector,
  type ConnectResult,
  type WithConnectorOptions,
  withAuthConnector,
  withConnector,
} from '@latch/core'
import { describe, expectTypeOf, it } from 'vitest'

declare const base: ChainAdapter
declare const extra: ChainAdapter

/** Every member an adapter must have, as a plain object (what an app writing an adapter starts from). */
declare const required: Omit<ChainAdapter, 'destroy' | 'send' | 'getProvider' | 'accountData' | 'siwx'>

describe('ChainAdapter contract', () => {
  it('accepts an adapter with the required members only', () => {
    const adapter: ChainAdapter = { ...required }
    expectTypeOf(adapter.getConnectors()).toEqualTypeOf<readonly Connector[]>()
    expectTypeOf(adapter.connect).returns.resolves.toEqualTypeOf<ConnectResult>()
    expectTypeOf(adapter.reconnect).returns.resolves.toEqualTypeOf<ConnectResult | null>()
    expectTypeOf(adapter.getBalance).returns.resolves.toEqualTypeOf<Balance>()
    expectTypeOf<Balance['value']>().toEqualTypeOf<bigint>()
    expectTypeOf(adapter.subscribe).parameter(0).toEqualTypeOf<(event: AdapterEvent) => void>()
  })

  it('rejects an adapter that misses a required member', () => {
    const { connect: _connect, ...noConnect } = required
    // @ts-expect-error connect is required
    const a: ChainAdapter = noConnect
    const { signMessage: _sign, ...noSign } = required
    // @ts-expect-error signMessage is required
    const b: ChainAdapter = noSign
    const { subscribe: _subscribe, ...noSubscribe } = required
    // @ts-expect-error subscribe is required
    const c: ChainAdapter = noSubscribe
    const { namespace: _namespace, ...noNamespace } = required
    // @ts-expect-error namespace is required
    const d: ChainAdapter = noNamespace
    expectTypeOf([a, b, c, d]).toEqualTypeOf<ChainAdapter[]>()
  })

  it('rejects a namespace that is not a chain namespace and a balance as a float', () => {
    // @ts-expect-error 'ethereum' is not a ChainNamespace
    const a: ChainAdapter = { ...required, namespace: 'ethereum' }
    const float = async () => ({ value: 1.5, decimals: 18, symbol: 'ETH' })
    // @ts-expect-error balances are bigint base units, never numbers
    const b: ChainAdapter = { ...required, getBalance: float }
    expectTypeOf([a, b]).toEqualTypeOf<ChainAdapter[]>()
  })

  it('keeps the optional members optional', () => {
    expectTypeOf<ChainAdapter['send']>().toBeNullable()
    expectTypeOf<ChainAdapter['getProvider']>().toBeNullable()
    expectTypeOf<ChainAdapter['destroy']>().toBeNullable()
    expectTypeOf<ChainAdapter['connect']>().not.toBeNullable()
  })
})

describe('withConnector and withAuthConnector', () => {
  it('combine two adapters into one ChainAdapter', () => {
    expectTypeOf(withConnector(base, extra, { connectorId: 'ID_AUTH' })).toEqualTypeOf<ChainAdapter>()
    expectTypeOf(withAuthConnector(base, extra)).toEqualTypeOf<ChainAdapter>()
    expectTypeOf(withConnector).parameter(2).toEqualTypeOf<WithConnectorOptions>()
  })

  it('need the connector id, and adapters on both sides', () => {
    // @ts-expect-error the connector id routed to `extra` is required
    withConnector(base, extra, {})
    // @ts-expect-error a connector is not an adapter
    withConnector(base, {} as Connector, { connectorId: 'x' })
    // @ts-expect-error withAuthConnector takes the base and the auth adapter
    withAuthConnector(base)
  })

  it('take the auth adapter built from an AuthProvider for eip155 or solana only', () => {
    const provider = {} as AuthProvider
    const approve = async () => true
    expectTypeOf(authAdapter(provider, { namespace: 'eip155', approve })).toEqualTypeOf<ChainAdapter>()
    expectTypeOf(
      withAuthConnector(base, authAdapter(provider, { namespace: 'solana', approve })),
    ).toEqualTypeOf<ChainAdapter>()
    // @ts-expect-error the auth connector has no Stacks accounts
    authAdapter(provider, { namespace: 'stacks', approve })
  })
})
