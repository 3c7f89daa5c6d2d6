import {
  createPairingWalletTransport,
  type PairingWalletTransport,
  type PairingWalletTransportOptions,
  type WalletConnectConnector,
} from '@latch/walletconnect'
import { describe, expectTypeOf, it } from 'vitest'

declare const connector: WalletConnectConnector

describe('createPairingWalletTransport<Dialect, Method>', () => {
  it('infers the dialect from the options and keeps the method names given', () => {
    const transport = createPairingWalletTransport<'xverse', 'stx_transferStx' | 'signPsbt'>(connector, {
      dialect: 'xverse',
      stacksChainId: 'stacks:1',
    })
    expectTypeOf(transport).toEqualTypeOf<PairingWalletTransport<'xverse', 'stx_transferStx' | 'signPsbt'>>()
    expectTypeOf(transport.dialect).toEqualTypeOf<'xverse'>()
    expectTypeOf(transport.supportedMethods()).resolves.toEqualTypeOf<
      readonly ('stx_transferStx' | 'signPsbt')[]
    >()
    // @ts-expect-error not one of the transport's methods
    transport.request('eth_sendTransaction', {})

    const inferred = createPairingWalletTransport(connector, {
      dialect: 'leather',
      stacksChainId: 'stacks:1',
    })
    expectTypeOf(inferred.dialect).toEqualTypeOf<'leather'>()
    expectTypeOf(inferred.request).parameter(0).toEqualTypeOf<string>()
  })

  it('needs the Stacks chain id, and a dialect of the declared type', () => {
    // @ts-expect-error the Stacks chain id is required
    createPairingWalletTransport(connector, { dialect: 'xverse' })
    // @ts-expect-error the dialect must be the one the transport is typed for
    createPairingWalletTransport<'xverse'>(connector, { dialect: 'leather', stacksChainId: 'stacks:1' })
    expectTypeOf<PairingWalletTransportOptions<'x'>['bitcoinChainId']>().toEqualTypeOf<string | undefined>()
  })
})
