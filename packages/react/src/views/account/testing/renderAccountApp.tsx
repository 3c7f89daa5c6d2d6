// Shared set-up of the Account and Send view tests: a real Latch instance rendered with its modal,
// over core's in-memory adapter (it stands in for a wallet, which cannot run in happy-dom) that keeps
// balances in base units, sends by moving them, estimates a fixed fee, and serves account data
// (tokens, activity, NFTs, identity, names) as a data source would.
import {
  type ActivityItem,
  type CaipNetwork,
  type ChainNamespace,
  createLatch,
  createMemoryStore,
  type LatchOptions,
  type NftItem,
  type RouterView,
  type SendParameters,
  type TokenBalance,
} from '@latch/core'
import { createMemoryAdapter, testConnector, testNetworks } from '@latch/core/testing'
import { act, render, screen } from '@testing-library/react'
import { LatchProvider } from '../../../provider/LatchProvider'
import { accountDataStandIn } from './accountDataStandIn'
import { bitcoinNetwork as bitcoin } from './bitcoinNetwork'
import { nativeToken } from './nativeToken'
import { VIEW_TEST_MESSAGES, ViewTestError } from './ViewTestError'

/** The connected account of the EVM tests (a valid EIP-55 address). */
export const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** Another account to send to. */
export const RECEIVER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
/** The fee the adapter estimates: 21,000 gas at 2 gwei. */
export const FEE = 21_000n * 2_000_000_000n

const NETWORKS: Partial<Record<ChainNamespace, CaipNetwork>> = {
  eip155: testNetworks.ethereum,
  solana: testNetworks.solana,
  stacks: testNetworks.stacks,
  bip122: bitcoin,
}

const ADDRESSES: Partial<Record<ChainNamespace, string>> = {
  eip155: ACCOUNT,
  solana: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  stacks: 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7',
  bip122: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
}

/**
 * Renders a Latch app connected on `namespace` and opens its modal on `view`.
 *
 * @param options - Namespace, view, the network's explorer, the account data and the fee.
 * @returns The instance, the network, what was sent and fee-estimated.
 */
export async function renderAccountApp(
  options: {
    namespace?: ChainNamespace
    view?: RouterView
    explorer?: string
    tokens?: TokenBalance[]
    activity?: ActivityItem[]
    nfts?: NftItem[]
    identity?: { name: string | null; avatar: string | null }
    names?: Record<string, string>
    fee?: bigint | null
    /** The fee estimate answers once this settles (a network slow to estimate). */
    feeAfter?: Promise<unknown>
    /** The wallet answers sends as a multisig does: proposed, queued for its owners (`queued: true`). */
    queued?: boolean
    /** The connected account's native balance in base units; default 10 of the coin. */
    balance?: bigint
    /** The modal's language options (`locale`, `messages`). */
    i18n?: Pick<LatchOptions, 'locale' | 'messages'>
  } = {},
) {
  const namespace = options.namespace ?? 'eip155'
  const base = NETWORKS[namespace]!
  const network: CaipNetwork = options.explorer
    ? { ...base, blockExplorers: { default: { name: 'Explorer', url: options.explorer } } }
    : base
  const address = ADDRESSES[namespace]!
  const memory = createMemoryAdapter({
    namespace,
    connectors: [testConnector(namespace, 'test-wallet')],
    accounts: { 'test-wallet': [{ address }] },
    balance: options.balance ?? 10n ** 19n,
  })
  const tokens = options.tokens ?? [nativeToken(network, '10')]
  const sent: SendParameters[] = []
  const feeAsked: SendParameters[] = []
  const adapter = memory.adapter
  adapter.accountData = accountDataStandIn(tokens, options)
  if (namespace === 'eip155' || namespace === 'solana') {
    adapter.send = async (params) => {
      sent.push(params)
      const hash = `0x${'ab'.repeat(32)}`
      return options.queued ? { hash, queued: true } : { hash }
    }
    if (options.fee !== null) {
      adapter.estimateFee = async (params) => {
        feeAsked.push(params)
        await options.feeAfter
        return options.fee ?? FEE
      }
    }
  }
  const latch = createLatch({
    adapters: [adapter],
    networks: [network],
    storage: createMemoryStore(),
    ...options.i18n,
  })
  render(<LatchProvider latch={latch} />)
  await act(() => latch.ready())
  await act(async () => {
    await latch.connect({ namespace, connectorId: 'test-wallet' })
  })
  await act(() => latch.open({ view: options.view ?? 'Account' }))
  await screen.findByRole('dialog')
  return { latch, network, address, sent, feeAsked }
}

/**
 * The element of the current view (`data-latch-view`), once it is shown.
 *
 * @param view - The view name.
 * @returns The view's root element.
 */
export async function findView(view: string): Promise<HTMLElement> {
  return screen.findByRole('dialog').then(async (dialog) => {
    const { waitFor } = await import('@testing-library/react')
    return waitFor(() => {
      const element = dialog.querySelector<HTMLElement>(`[data-latch-view="${view}"]`)
      if (!element)
        throw new ViewTestError(VIEW_TEST_MESSAGES.viewNotShown, { code: 'VIEW_NOT_SHOWN', details: view })
      return element
    })
  })
}
