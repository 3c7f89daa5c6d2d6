import { deriveTestAccounts, startStacksApiServer, TEST_KEYS } from '@latch/testing/stacks'
import type { DemoConfig } from './demoConfig'

/** micro-STX the local Stacks API reports for each test key's Stacks address (12.5 STX). */
export const DEMO_STX_BALANCE = 12_500_000n

/** Sats the local Esplora reports for each test key's Bitcoin payment address (0.0005 BTC). */
export const DEMO_BTC_BALANCE = 50_000n

/**
 * The Stacks/Bitcoin part of the demo world: the local Stacks API and Esplora stand-in (one
 * loopback server on a free port), with the test keys' testnet addresses funded so the account
 * data has something to show.
 *
 * @example
 * ```ts
 * const stacksWorld = await startStacksWorld()
 * const config: DemoConfig = { ...rest, stacks: stacksWorld.config }
 * await stacksWorld.close()
 * ```
 */
export type StacksWorld = {
  /** What the page reads to define its Stacks and Bitcoin networks. */
  config: NonNullable<DemoConfig['stacks']>
  /** Paths the local API served, in order. */
  requests: readonly string[]
  close: () => Promise<void>
}

/**
 * Starts the local Stacks API / Esplora server the demo's Stacks and Bitcoin networks point at.
 *
 * @returns The running Stacks world.
 * @example
 * ```ts
 * const stacksWorld = await startStacksWorld()
 * defineStacksNetwork('testnet', stacksWorld.config.apiUrl)
 * ```
 */
export async function startStacksWorld(): Promise<StacksWorld> {
  const api = await startStacksApiServer()
  for (const keys of Object.values(TEST_KEYS)) {
    const accounts = deriveTestAccounts(keys, 'testnet')
    api.state.stx.set(accounts.stxAddress, DEMO_STX_BALANCE)
    api.state.btc.set(accounts.btcPaymentAddress, { confirmed: DEMO_BTC_BALANCE })
  }
  return {
    // The same server answers the Stacks API paths and the Esplora paths.
    config: { apiUrl: api.url, esploraUrl: api.url },
    requests: api.state.requests,
    close: () => api.close(),
  }
}
