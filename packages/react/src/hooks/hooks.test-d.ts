import type {
  AccountSnapshot,
  CaipNetwork,
  CaipNetworkId,
  ChainNamespace,
  Connection,
  DisconnectWalletParameters,
  Latch,
  LatchProvider,
  LatchSnapshot,
  NamespaceParameter,
  OpenParameters,
  RouterView,
  TrackedEvent,
  WalletInfo,
} from '@latch/core'
import {
  useDisconnect,
  useLatch,
  useLatchAccount,
  useLatchConnections,
  useLatchEvents,
  useLatchInstance,
  useLatchNetwork,
  useLatchProvider,
  useLatchSnapshot,
  useLatchState,
  useWalletInfo,
} from '@latch/react'
import { describe, expectTypeOf, it } from 'vitest'

describe('React hooks return the core types', () => {
  it('useLatchAccount: the account snapshot of a namespace', () => {
    expectTypeOf(useLatchAccount()).toEqualTypeOf<AccountSnapshot>()
    expectTypeOf(useLatchAccount({ namespace: 'solana' }).namespace).toEqualTypeOf<ChainNamespace>()
    expectTypeOf(useLatchAccount().isConnected).toEqualTypeOf<boolean>()
    expectTypeOf(useLatchAccount).parameter(0).toEqualTypeOf<NamespaceParameter | undefined>()
    // @ts-expect-error 'ethereum' is not a chain namespace
    useLatchAccount({ namespace: 'ethereum' })
  })

  it('useLatchNetwork: the network (or none) and a switch taking a network or CAIP-2 id', () => {
    const { caipNetwork, switchNetwork } = useLatchNetwork()
    expectTypeOf(caipNetwork).toEqualTypeOf<CaipNetwork | undefined>()
    expectTypeOf(switchNetwork).parameter(0).toEqualTypeOf<CaipNetwork | CaipNetworkId>()
    expectTypeOf(switchNetwork('eip155:1')).resolves.toBeVoid()
    // @ts-expect-error a bare chain id is not a CAIP-2 id
    switchNetwork('1')
  })

  it('useLatchState: the modal and chain state an app renders from', () => {
    expectTypeOf(useLatchState()).toEqualTypeOf<{
      open: boolean
      loading: boolean
      view: RouterView
      activeNamespace: ChainNamespace
      selectedNetworkId: string | undefined
    }>()
  })

  it('useLatchSnapshot: the read-only state snapshot', () => {
    expectTypeOf(useLatchSnapshot()).toEqualTypeOf<LatchSnapshot>()
    // @ts-expect-error the snapshot is read-only
    useLatchSnapshot().modal.open = false
  })

  it('useLatchConnections, useWalletInfo, useLatchEvents: read-only lists and optional info', () => {
    expectTypeOf(useLatchConnections()).toEqualTypeOf<readonly Connection[]>()
    expectTypeOf(useLatchConnections({ namespace: 'eip155' })).toEqualTypeOf<readonly Connection[]>()
    expectTypeOf(useWalletInfo()).toEqualTypeOf<WalletInfo | undefined>()
    expectTypeOf(useLatchEvents()).toEqualTypeOf<readonly TrackedEvent[]>()
    // @ts-expect-error the connections are not to be changed in place
    useLatchConnections().push({} as Connection)
  })

  it('useLatch, useDisconnect, useLatchInstance, useLatchProvider: the instance and its actions', () => {
    expectTypeOf(useLatch()).toEqualTypeOf<{
      open: (params?: OpenParameters) => Promise<void>
      close: () => void
    }>()
    expectTypeOf(useDisconnect().disconnectWallet)
      .parameter(0)
      .toEqualTypeOf<DisconnectWalletParameters | undefined>()
    expectTypeOf(useLatchInstance()).toEqualTypeOf<Latch>()
    // typed from core's provider map, which @latch/evm fills in for eip155 (see evmAdapter.test-d.ts)
    expectTypeOf(useLatchProvider('eip155')).toEqualTypeOf<{
      walletProvider: LatchProvider<'eip155'> | undefined
      connectorId: string | undefined
    }>()
    expectTypeOf(useLatchProvider('eip155').walletProvider).toEqualTypeOf(
      useLatchInstance().getProvider('eip155'),
    )
    expectTypeOf(useLatchProvider('eip155').walletProvider).not.toBeUnknown()
    // a namespace no installed adapter package declares stays unknown
    expectTypeOf(useLatchProvider('cosmos').walletProvider).toEqualTypeOf<unknown>()
    // @ts-expect-error the provider hook needs the namespace
    useLatchProvider()
  })
})
