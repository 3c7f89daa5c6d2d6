import { expectTypeOf, test } from 'vitest'
import type * as protocol from '../../../embedded-wallet/src/protocol/api'
import type { ListedDevice } from '../users/listDevices'
import type { NewSplit, readWalletRecoverRequest } from './readShareFields'
import type { ReleasedShares } from './recoverWalletShares'
import type { getWalletShares } from './walletShareRecords'

test('the service reads and answers exactly the wallet-share shapes of the protocol', () => {
  expectTypeOf<NewSplit>().toEqualTypeOf<protocol.WalletSharesRequest>()
  expectTypeOf<ReturnType<typeof readWalletRecoverRequest>>().toEqualTypeOf<protocol.WalletRecoverRequest>()
  expectTypeOf<Awaited<ReturnType<typeof getWalletShares>>>().toEqualTypeOf<protocol.WalletSharesResponse>()
  expectTypeOf<ReleasedShares>().toEqualTypeOf<protocol.WalletRecoverResponse>()
  expectTypeOf<ListedDevice>().toEqualTypeOf<protocol.ApiDevice>()
})
