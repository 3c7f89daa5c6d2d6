import { randomBytes } from 'node:crypto'
import { TEST_WALLET_ICON } from '@latch/testing/evm'
import {
  deriveTestAccounts,
  type StacksApiState,
  stacksWalletInitScript,
  startStacksApiServer,
  TEST_KEYS,
  type TestAccounts,
  type TestKeys,
} from '@latch/testing/stacks'
import type { DemoConfig } from './demoConfig'

/** micro-STX the local Stacks API reports for each test key's Stacks address (12.5 STX). */
export const DEMO_STX_BALANCE = 12_500_000n

/** Sats the local Esplora reports for each test key's Bitcoin payment address (0.0005 BTC). */
export const DEMO_BTC_BALANCE = 50_000n

/** Name of the demo's dev Stacks/Bitcoin wallet in the picker (a WBIP-registered wallet). */
export const DEV_STACKS_WALLET_NAME = 'Dev Stacks Wallet'

/** Provider id the dev Stacks/Bitcoin wallet registers under (`window.wbip_providers`). */
export const DEV_STACKS_WALLET_ID = 'LatchDevStacksWallet'

/**
 * The Stacks/Bitcoin part of the demo world: the local Stacks API and Esplora stand-in (one
 * loopback server on a free port), with the test keys' testnet addresses funded so the account
 * data has something to show, and the dev Stacks/Bitcoin wallet (fresh keys, funded) that
 * broadcasts its STX transfers to that API.
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
  /** The local API's balances, nonces and transactions (tests read and change them). */
  state: StacksApiState
  /** The dev wallet's Stacks and Bitcoin (testnet) addresses and public keys. */
  devAccounts: TestAccounts
  /** Browser script installing the dev Stacks/Bitcoin wallet (appended to the dev wallet script). */
  devWalletScript: string
  close: () => Promise<void>
}

/** Fresh keys for the dev wallet of one demo run (test keys: they hold nothing on a real network). */
function freshKeys(): TestKeys {
  return { stacks: `${randomBytes(32).toString('hex')}01`, bitcoin: randomBytes(32).toString('hex') }
}

/**
 * Starts the local Stacks API / Esplora server the demo's Stacks and Bitcoin networks point at,
 * funds the test keys and a fresh dev wallet, and bundles that dev wallet for the page.
 *
 * @returns The running Stacks world.
 * @example
 * ```ts
 * const stacksWorld = await startStacksWorld()
 * defineStacksNetwork('testnet', stacksWorld.config.apiUrl)
 * ```
 */
export async function startStacksWorld(): Promise<StacksWorld> {
  const api = await startStacksApiServer({ network: 'testnet' })
  try {
    const devKeys = freshKeys()
    const devAccounts = deriveTestAccounts(devKeys, 'testnet')
    for (const keys of [...Object.values(TEST_KEYS), devKeys]) {
      const accounts = deriveTestAccounts(keys, 'testnet')
      api.state.stx.set(accounts.stxAddress, DEMO_STX_BALANCE)
      api.state.btc.set(accounts.btcPaymentAddress, { confirmed: DEMO_BTC_BALANCE })
    }
    // A WBIP-registered wallet like any other Stacks/Bitcoin wallet: it signs in the page and
    // broadcasts to the local API, so a transfer moves the balances the account data shows.
    const devWalletScript = await stacksWalletInitScript([
      {
        flavour: 'sip030',
        id: DEV_STACKS_WALLET_ID,
        name: DEV_STACKS_WALLET_NAME,
        icon: TEST_WALLET_ICON,
        keys: devKeys,
        network: 'testnet',
        broadcastUrl: api.url,
      },
    ])
    return {
      // The same server answers the Stacks API paths and the Esplora paths.
      config: {
        apiUrl: api.url,
        esploraUrl: api.url,
        devWallet: {
          name: DEV_STACKS_WALLET_NAME,
          stxAddress: devAccounts.stxAddress,
          btcAddress: devAccounts.btcPaymentAddress,
        },
      },
      requests: api.state.requests,
      state: api.state,
      devAccounts,
      devWalletScript,
      close: () => api.close(),
    }
  } catch (error) {
    await api.close()
    throw error
  }
}
