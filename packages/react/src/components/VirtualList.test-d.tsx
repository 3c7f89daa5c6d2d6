import type { Latch } from '@latch/core'
import {
  ConnectButton,
  LatchProvider,
  VirtualList,
  type VirtualListProps,
  type VirtualRowProps,
} from '@latch/react'
import { describe, expectTypeOf, it } from 'vitest'

type Wallet = { id: string; name: string }
declare const wallets: readonly Wallet[]
declare const latch: Latch

describe('VirtualList<T>', () => {
  it('infers the item type from items and hands it to getKey and renderItem', () => {
    const list = (
      <VirtualList
        items={wallets}
        label="Wallets"
        getKey={(wallet) => {
          expectTypeOf(wallet).toEqualTypeOf<Wallet>()
          return wallet.id
        }}
        renderItem={(wallet, row) => {
          expectTypeOf(row).toEqualTypeOf<VirtualRowProps>()
          return <button {...row}>{wallet.name}</button>
        }}
      />
    )
    expectTypeOf(list).not.toBeAny()
    expectTypeOf<VirtualListProps<Wallet>['items']>().toEqualTypeOf<readonly Wallet[]>()
  })

  it('rejects a key that is not a string and a renderer of another item type', () => {
    const a = (
      <VirtualList
        items={wallets}
        label="Wallets"
        // @ts-expect-error keys are strings
        getKey={(w) => w.name.length}
        renderItem={() => null}
      />
    )
    const b = (
      <VirtualList<Wallet>
        items={wallets}
        label="Wallets"
        getKey={(w) => w.id}
        // @ts-expect-error the items are wallets, not numbers
        renderItem={(n: number) => n}
      />
    )
    expectTypeOf([a, b]).not.toBeAny()
  })
})

describe('components', () => {
  it('LatchProvider takes the Latch instance; ConnectButton only optional props', () => {
    expectTypeOf(<LatchProvider latch={latch} />).not.toBeAny()
    expectTypeOf(<ConnectButton />).not.toBeAny()
    // @ts-expect-error the provider needs the instance
    expectTypeOf(<LatchProvider />).not.toBeAny()
  })
})
