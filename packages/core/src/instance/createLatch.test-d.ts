import { expectTypeOf } from 'vitest'
import type { Connection } from '../kernel/connections/types'
import type { RouterView } from '../kernel/router/views'
import { testNetworks } from '../test-utils/memoryAdapter'
import { createLatch } from './createLatch'
import type { AccountSnapshot, Latch } from './types'

const latch = createLatch({ adapters: [], networks: [testNetworks.ethereum] })
expectTypeOf(latch).toEqualTypeOf<Latch>()

// the live state is deeply read-only for apps: change it through actions
// @ts-expect-error: read-only
latch.state.modal.open = true
// @ts-expect-error: read-only
latch.state.router.history.push('Account')

// views are a closed union; open() and push() accept only them
expectTypeOf(latch.getState().router.view).toEqualTypeOf<RouterView>()
// @ts-expect-error: not a view
void latch.open({ view: 'Settings' })
// @ts-expect-error: not a view
latch.router.push('Home')

// get/watch pairs agree on their value types
expectTypeOf(latch.getAccount()).toEqualTypeOf<AccountSnapshot>()
expectTypeOf(latch.watchAccount).parameter(0).parameter(0).toEqualTypeOf<AccountSnapshot>()
expectTypeOf(latch.getConnections()).toEqualTypeOf<readonly Connection[]>()
expectTypeOf(latch.watchConnections).parameter(0).parameter(0).toEqualTypeOf<readonly Connection[]>()

// money is never a float in account state
expectTypeOf(latch.getAccount().balance).toEqualTypeOf<string | undefined>()
