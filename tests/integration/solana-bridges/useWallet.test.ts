// @vitest-environment happy-dom
// An app written with @solana/wallet-adapter-react (ConnectionProvider, WalletProvider, useWallet)
// whose only wallet is Latch's adapter: connect, sendTransaction and Latch-side disconnect seen by
// the hook, on the local SVM (litesvm). The page is happy-dom's window, where the Wallet Standard
// test wallet registers for Latch.

import { LatchWalletAdapter, LatchWalletName } from '@latch/solana/wallet-adapter'
import {
  ConnectionProvider,
  type ConnectionProviderProps,
  useWallet,
  type WalletContextState,
  WalletProvider,
  type WalletProviderProps,
} from '@solana/wallet-adapter-react'
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { act, cleanup, render, waitFor } from '@testing-library/react'
import { createElement } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { bridgesWorldPerSuite, latchApp, pickWalletInModal } from './bridgesWorld'

const world = bridgesWorldPerSuite()
afterEach(cleanup)

/** What the app's component reads from useWallet() on its last render. */
const seen: { current?: WalletContextState } = {}
function Probe() {
  seen.current = useWallet()
  return null
}

describe("@solana/wallet-adapter-react's useWallet on Latch's connection (local SVM)", () => {
  it('connects through Latch, sends SOL with useWallet().sendTransaction and follows a disconnect made in Latch', async () => {
    const app = await latchApp(world(), window)
    const adapter = new LatchWalletAdapter({ latch: app.latch })
    // the JSX <ConnectionProvider ...><WalletProvider wallets={[adapter]}><Probe /></...>: the
    // providers' props types require the children that createElement passes as its third argument
    const connection = {
      endpoint: world().rpc.url,
      config: { wsEndpoint: world().rpc.wsUrl, commitment: 'confirmed' },
    } as ConnectionProviderProps
    const walletsProps: Omit<WalletProviderProps, 'children'> = { wallets: [adapter] }
    const wallets = walletsProps as WalletProviderProps
    render(
      createElement(
        ConnectionProvider,
        connection,
        createElement(WalletProvider, wallets, createElement(Probe)),
      ),
    )
    const hook = () => seen.current!
    act(() => hook().select(LatchWalletName))
    await waitFor(() => expect(hook().wallet?.adapter).toBe(adapter))
    await act(() => Promise.all([hook().connect(), pickWalletInModal(app.latch)]))
    await waitFor(() => expect(hook().connected).toBe(true))
    expect(hook().publicKey?.toBase58()).toBe(app.test.address)

    const owner = new PublicKey(app.test.address)
    const receiver = Keypair.generate().publicKey
    const transaction = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: owner, toPubkey: receiver, lamports: 150_000_000 }),
    )
    const signature = await act(() => hook().sendTransaction(transaction, world().connection))
    await world().connection.confirmTransaction(
      { signature, ...(await world().connection.getLatestBlockhash()) },
      'confirmed',
    )
    expect(await world().connection.getBalance(receiver)).toBe(150_000_000)

    await act(() => app.latch.disconnect({ namespace: 'solana' }))
    await waitFor(() => expect(hook().connected).toBe(false))
    expect(hook().publicKey).toBeNull()
    app.unmount()
  })
})
