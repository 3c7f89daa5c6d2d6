import { type ChainAdapter, createLatch, type Latch } from '@latch/core'
import { type WalletConnectConnector, walletConnectAdapter } from '@latch/walletconnect'
import { describe, expectTypeOf, it } from 'vitest'

declare const connector: WalletConnectConnector

describe('walletConnectAdapter', () => {
  it('is a ChainAdapter for one namespace of the shared pairing connector', () => {
    const eip155 = walletConnectAdapter({ connector, namespace: 'eip155' })
    expectTypeOf(eip155).toEqualTypeOf<ChainAdapter>()
    expectTypeOf(createLatch({ adapters: [eip155], networks: [] })).toEqualTypeOf<Latch>()
    // @ts-expect-error the connector is required: one pairing session serves every namespace
    walletConnectAdapter({ namespace: 'eip155' })
    // @ts-expect-error 'ethereum' is not a pairing namespace
    walletConnectAdapter({ connector, namespace: 'ethereum' })
  })
})
