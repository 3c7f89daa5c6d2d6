import { createMemoryStore, createStorage } from '@latch/core'
import { createStacksAdapters, type StacksMethod, type StacksWalletTransport } from '@latch/stacks'
import { createTestWbipWallet } from '@latch/testing/stacks'
import { describe, expect, it, vi } from 'vitest'
import { bitcoinTestnet, setupStacksWorld, stacksTestnet } from './setupStacksWorld'

/**
 * A stand-in for a pairing-protocol session (the real one is @latch/walletconnect's): it answers
 * the methods its session approved and forwards requests to a real signing test wallet, or fails
 * them the way a dismissed pairing dialog does.
 */
function pairingTransport(approved: StacksMethod[]) {
  const wallet = createTestWbipWallet({ flavour: 'xverse' })
  let dismissed = false
  const sent: string[] = []
  const transport: StacksWalletTransport = {
    dialect: 'xverse',
    supportedMethods: async () => approved,
    async request(method, params) {
      sent.push(method)
      if (dismissed) throw { code: -31000, message: 'Pairing dialog dismissed' }
      const response = (await wallet.provider.request(method, params)) as {
        result?: unknown
        error?: unknown
      }
      if (response.error) throw response.error
      return response.result
    },
    disconnect: async () => {
      sent.push('disconnect')
    },
  }
  const dismiss = () => {
    dismissed = true
  }
  return { wallet, transport, sent, dismiss }
}

describe('the pairing-protocol seam', () => {
  it('a wallet behind a session transport is listed, connects, and only its approved methods reach it', async () => {
    const { wallet, transport, sent, dismiss } = pairingTransport(['getAddresses', 'stx_signMessage'])
    const { stacks, session } = createStacksAdapters()
    await stacks.init({
      networks: [stacksTestnet, bitcoinTestnet],
      storage: createStorage(createMemoryStore()),
      getWindow: () => undefined,
    })
    session.addExternalWallet({
      descriptor: { id: 'walletConnect', name: 'Mobile wallet', icon: 'data:,' },
      transport,
    })
    expect(stacks.getConnectors().find((c) => c.id === 'walletConnect')).toMatchObject({
      type: 'walletConnect',
      installed: true,
    })

    const { accounts } = await stacks.connect({ connectorId: 'walletConnect' })
    expect(accounts[0]?.address).toBe(wallet.accounts.stxAddress)
    await expect(stacks.call('stx_signMessage', { message: 'hi' })).resolves.toMatchObject({
      publicKey: wallet.accounts.stxPublicKey,
    })
    await expect(
      stacks.call('stx_transferStx', { recipient: wallet.accounts.stxAddress, amount: 1n }),
    ).rejects.toMatchObject({ code: -32601 })
    expect(sent).toEqual(['getAddresses', 'stx_signMessage'])

    dismiss()
    await expect(stacks.call('stx_signMessage', { message: 'hi' })).rejects.toMatchObject({
      name: 'UnknownWalletError',
      code: -31000,
    })
    await stacks.disconnect({ connectorId: 'walletConnect' })
    expect(sent.at(-1)).toBe('disconnect')
  })

  it('taking a pairing wallet away (its session deleted) ends its session in both namespaces; an injected wallet stays', async () => {
    const { transport } = pairingTransport(['getAddresses', 'stx_signMessage'])
    const { wallet: leather, stacks, bip122, session } = await setupStacksWorld({ flavour: 'leather' })
    const remove = session.addExternalWallet({
      descriptor: { id: 'walletConnect', name: 'Mobile wallet', icon: 'data:,' },
      transport,
    })
    await stacks.connect({ connectorId: leather.id })
    await stacks.connect({ connectorId: 'walletConnect' })
    const events: string[] = []
    stacks.subscribe((e) => events.push(`stacks:${e.type}:${'connectorId' in e ? e.connectorId : ''}`))
    bip122.subscribe((e) => events.push(`bip122:${e.type}:${'connectorId' in e ? e.connectorId : ''}`))
    remove()
    await vi.waitFor(() => expect(session.getConnectedWalletIds()).toEqual([leather.id]))
    expect(events).toEqual(['stacks:disconnect:walletConnect', 'bip122:disconnect:walletConnect'])
    await expect(stacks.call('stx_signMessage', { message: 'hi' })).resolves.toMatchObject({
      publicKey: leather.accounts.stxPublicKey,
    })
  })
})
