// Shared set-up of the multi-wallet view tests: a real Latch instance rendered with its modal over
// core's in-memory adapters (they stand in for wallets, which cannot run in happy-dom): two EVM
// wallets, a Solana wallet and a Stacks/Bitcoin wallet, each connected through `latch.connect`.
import { type Connector, createLatch, createMemoryStore } from '@latch/core'
import { createMemoryAdapter, testNetworks } from '@latch/core/testing'
import { act, render, screen } from '@testing-library/react'
import { LatchProvider } from '../../../provider/LatchProvider'
import { bitcoinNetwork as bitcoin } from '../../account/testing/bitcoinNetwork'

/** The accounts each test wallet holds (valid addresses of their chains). */
export const WALLETS = {
  metamask: { id: 'io.metamask', name: 'MetaMask', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
  rabby: { id: 'io.rabby', name: 'Rabby', address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' },
  phantom: { id: 'phantom', name: 'Phantom', address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' },
  leatherStx: {
    id: 'LeatherProvider',
    name: 'Leather',
    address: 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7',
  },
  leatherBtc: {
    id: 'LeatherProvider',
    name: 'Leather',
    address: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
  },
} as const

const connector = (chain: Connector['chain'], id: string, name: string): Connector => ({
  id,
  type: 'announced',
  name,
  chain,
  installed: true,
})

/**
 * Renders a Latch app with the four test wallets connected (MetaMask connected first, Rabby second,
 * so Rabby is the active EVM wallet) and its modal open on ProfileWallets.
 *
 * @param options - `multiWallet`: the app option (default on); `connect`: connect every wallet
 *   (default) or only MetaMask.
 * @returns The instance and the EVM adapter's controls.
 */
export async function renderMultiWalletApp(options: { multiWallet?: boolean; only?: 'metamask' } = {}) {
  const evm = createMemoryAdapter({
    namespace: 'eip155',
    connectors: [
      connector('eip155', WALLETS.metamask.id, WALLETS.metamask.name),
      connector('eip155', WALLETS.rabby.id, WALLETS.rabby.name),
    ],
    accounts: {
      [WALLETS.metamask.id]: [{ address: WALLETS.metamask.address }],
      [WALLETS.rabby.id]: [{ address: WALLETS.rabby.address }],
    },
  })
  const solana = createMemoryAdapter({
    namespace: 'solana',
    connectors: [connector('solana', WALLETS.phantom.id, WALLETS.phantom.name)],
    accounts: { [WALLETS.phantom.id]: [{ address: WALLETS.phantom.address }] },
  })
  const stacks = createMemoryAdapter({
    namespace: 'stacks',
    connectors: [connector('stacks', WALLETS.leatherStx.id, WALLETS.leatherStx.name)],
    accounts: { [WALLETS.leatherStx.id]: [{ address: WALLETS.leatherStx.address }] },
  })
  const btc = createMemoryAdapter({
    namespace: 'bip122',
    connectors: [connector('bip122', WALLETS.leatherBtc.id, WALLETS.leatherBtc.name)],
    accounts: { [WALLETS.leatherBtc.id]: [{ address: WALLETS.leatherBtc.address }] },
  })
  const latch = createLatch({
    adapters: [evm.adapter, solana.adapter, stacks.adapter, btc.adapter],
    networks: [testNetworks.ethereum, testNetworks.solana, testNetworks.stacks, bitcoin],
    storage: createMemoryStore(),
    ...(options.multiWallet === undefined ? {} : { features: { multiWallet: options.multiWallet } }),
  })
  render(<LatchProvider latch={latch} />)
  await act(() => latch.ready())
  await act(async () => {
    await latch.connect({ namespace: 'eip155', connectorId: WALLETS.metamask.id })
    if (options.only) return
    await latch.connect({ namespace: 'solana', connectorId: WALLETS.phantom.id })
    await latch.connect({ namespace: 'stacks', connectorId: WALLETS.leatherStx.id })
    await latch.connect({ namespace: 'bip122', connectorId: WALLETS.leatherBtc.id })
    await latch.connect({ namespace: 'eip155', connectorId: WALLETS.rabby.id })
  })
  await act(() => latch.open({ view: 'ProfileWallets' }))
  await screen.findByRole('dialog')
  return { latch, evm }
}
