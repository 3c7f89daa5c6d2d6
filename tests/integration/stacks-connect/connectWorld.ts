import { createLatch } from '@latch/core'
import { createStacksAdapters, defineBitcoinNetwork, defineStacksNetwork } from '@latch/stacks'
import { createStacksConnectRequest } from '@latch/stacks/connect'
import {
  createTestWbipWallet,
  type startStacksApiServer,
  type TestWalletFlavour,
} from '@latch/testing/stacks'
import { vi } from 'vitest'

/**
 * A page with one test wallet installed (it broadcasts to the local Stacks API when `api` is
 * given), a Latch instance with the Stacks and Bitcoin adapters connected to it in both namespaces,
 * and the @stacks/connect-style `request` over that connection (`review`: with the "review before
 * your wallet" step, `features.review`). Call `unmount()` when done.
 */
export async function connectWorld(
  flavour: TestWalletFlavour,
  api?: Awaited<ReturnType<typeof startStacksApiServer>>,
  options: { review?: boolean } = {},
) {
  const win = new EventTarget()
  vi.stubGlobal('window', win)
  const url = api?.url ?? 'http://127.0.0.1:9/unused'
  const wallet = createTestWbipWallet({ flavour, ...(api ? { broadcastUrl: api.url } : {}) })
  wallet.install(win as unknown as Record<string, unknown>)
  const { stacks, bip122 } = createStacksAdapters()
  const latch = createLatch({
    adapters: [stacks, bip122],
    networks: [defineStacksNetwork('testnet', url), defineBitcoinNetwork('testnet', url)],
    ...(options.review ? { features: { review: true } } : {}),
  })
  const unmount = latch.mount()
  await latch.ready()
  await latch.connect({ namespace: 'stacks', connectorId: wallet.id })
  await latch.connect({ namespace: 'bip122', connectorId: wallet.id })
  return { latch, wallet, request: createStacksConnectRequest(latch), unmount }
}
