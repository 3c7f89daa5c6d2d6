import type {
  ChainNamespace,
  ConnectionReference,
  SwitchConnectionOptions,
  WalletConnection,
} from '@latch/core'
import { useConnections, useDisconnectConnection, useSwitchConnection } from '@latch/react'
import { describe, expectTypeOf, it } from 'vitest'

describe('multi-wallet hooks return the core types', () => {
  it('useConnections: a read-only list of WalletConnection, optionally of one namespace', () => {
    expectTypeOf(useConnections()).toEqualTypeOf<readonly WalletConnection[]>()
    expectTypeOf(useConnections).parameter(0).toEqualTypeOf<ChainNamespace | undefined>()
    expectTypeOf(useConnections()[0]!.wallet).toEqualTypeOf<{ name: string; icon?: string }>()
    // @ts-expect-error the list is not to be changed in place
    useConnections().push({} as WalletConnection)
    // @ts-expect-error 'ethereum' is not a chain namespace
    useConnections('ethereum')
  })

  it('useSwitchConnection: takes a connection or its id, and an optional account', () => {
    const switchConnection = useSwitchConnection()
    expectTypeOf(switchConnection).parameter(0).toEqualTypeOf<ConnectionReference>()
    expectTypeOf(switchConnection).parameter(1).toEqualTypeOf<SwitchConnectionOptions | undefined>()
    expectTypeOf(switchConnection('eip155:io.metamask', { address: '0xabc' })).resolves.toBeVoid()
    // @ts-expect-error a connection is named by its id, not by its index
    switchConnection(0)
  })

  it('useDisconnectConnection: takes a connection or its id', () => {
    const disconnectConnection = useDisconnectConnection()
    expectTypeOf(disconnectConnection).parameter(0).toEqualTypeOf<ConnectionReference>()
    expectTypeOf(disconnectConnection({ id: 'solana:Phantom' })).resolves.toBeVoid()
    // @ts-expect-error the connection is required
    disconnectConnection()
  })
})
