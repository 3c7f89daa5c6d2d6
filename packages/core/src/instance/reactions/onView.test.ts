import { proxy } from 'valtio/vanilla'
import { describe, expect, it, vi } from 'vitest'
import type { RouterView } from '../../kernel/router/views'
import { testNetworks } from '../../testing/memoryAdapter'
import { onView } from './onView'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

function setup() {
  const state = proxy({
    router: { view: 'Connect' as RouterView },
    modal: { open: false },
    chains: { activeNamespace: 'eip155' as const },
    accounts: {} as Partial<Record<'eip155', { address?: string }>>,
  })
  const wallets = {
    loadAllWallets: vi.fn(async () => undefined),
    loadConnectView: vi.fn(async () => undefined),
    releaseImages: vi.fn(),
  }
  const accountData = {
    reset: vi.fn(),
    fetchTokenBalances: vi.fn(async () => undefined),
    fetchTokenPrices: vi.fn(async () => undefined),
    fetchIdentity: vi.fn(async () => undefined),
  }
  const checkProject = vi.fn(async () => undefined)
  const preload = vi.fn(async () => undefined)
  const stop = onView(state as never, {
    wallets,
    accountData,
    getActiveNetwork: () => testNetworks.ethereum,
    checkProject,
    preloads: [{ views: ['WalletSend'], preload }],
  })
  return { state, wallets, accountData, checkProject, preload, stop }
}

describe('on view: the shown view decides what loads (fetch on intent)', () => {
  it('nothing loads while the modal is closed', async () => {
    const { wallets, checkProject } = setup()
    await flush()
    expect(wallets.loadConnectView).not.toHaveBeenCalled()
    expect(checkProject).not.toHaveBeenCalled()
  })

  it('opening on Connect loads its wallet list, then the project checks', async () => {
    const { state, wallets, checkProject } = setup()
    state.modal.open = true
    await flush()
    expect(wallets.loadConnectView).toHaveBeenCalledTimes(1)
    expect(checkProject).toHaveBeenCalledTimes(1)
  })

  it('Account loads balances, their prices and the profile; leaving AllWallets releases its images', async () => {
    const { state, wallets, accountData } = setup()
    state.modal.open = true
    state.router.view = 'AllWallets'
    await flush()
    expect(wallets.loadAllWallets).toHaveBeenCalledTimes(1)
    state.router.view = 'Account'
    await flush()
    expect(wallets.releaseImages).toHaveBeenCalledTimes(1)
    expect(accountData.fetchTokenBalances).toHaveBeenCalledTimes(1)
    expect(accountData.fetchTokenPrices).toHaveBeenCalledTimes(1)
    expect(accountData.fetchIdentity).toHaveBeenCalledTimes(1)
  })

  it('a new account resets the account data', async () => {
    const { state, accountData } = setup()
    const before = accountData.reset.mock.calls.length
    state.accounts.eip155 = { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }
    await flush()
    expect(accountData.reset).toHaveBeenCalledTimes(before + 1)
  })

  it('the account the rule starts with keeps the data read for it before the rule loaded; a later account resets it', async () => {
    const { state, accountData } = setup()
    await flush()
    // the rule's code loads at mount or with the state's first change: what the app read by then stays
    expect(accountData.reset).not.toHaveBeenCalled()
    state.modal.open = true
    await flush()
    expect(accountData.reset).not.toHaveBeenCalled()
    state.accounts.eip155 = { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }
    await flush()
    expect(accountData.reset).toHaveBeenCalledTimes(1)
  })

  it('a send view preloads the send slice; after stop nothing reacts', async () => {
    const { state, preload, wallets, stop } = setup()
    state.modal.open = true
    state.router.view = 'WalletSend'
    await flush()
    expect(preload).toHaveBeenCalledTimes(1)
    stop()
    state.router.view = 'Connect'
    await flush()
    expect(wallets.loadConnectView).not.toHaveBeenCalled()
  })
})
