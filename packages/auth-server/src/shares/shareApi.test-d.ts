import { expectTypeOf, test } from 'vitest'
import type * as protocol from '../../../embedded-wallet/src/protocol/api'
import type * as local from './shareApi'

test('the service speaks exactly the wallet-share shapes of the protocol', () => {
  expectTypeOf<local.WalletSharesResponse>().toEqualTypeOf<protocol.WalletSharesResponse>()
  expectTypeOf<local.WalletSharesRequest>().toEqualTypeOf<protocol.WalletSharesRequest>()
  expectTypeOf<local.WalletRecoverRequest>().toEqualTypeOf<protocol.WalletRecoverRequest>()
  expectTypeOf<local.WalletRecoverResponse>().toEqualTypeOf<protocol.WalletRecoverResponse>()
  expectTypeOf<local.ApiDevice>().toEqualTypeOf<protocol.ApiDevice>()
  expectTypeOf<local.DevicesResponse>().toEqualTypeOf<protocol.DevicesResponse>()
})
