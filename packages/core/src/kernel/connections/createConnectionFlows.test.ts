import { describe, expect, it, vi } from 'vitest'
import { createLatch } from '../../instance/createLatch'
import { ConnectionError, ModalClosedError, UserRejectedRequestError } from '../../shared/errors/errors'
import { createMemoryStore } from '../../shared/storage/createStorage'
import { createMemoryAdapter, testConnector, testNetworks } from '../../testing/memoryAdapter'

function setup() {
  const evm = createMemoryAdapter({
    namespace: 'eip155',
    connectors: [testConnector('eip155', 'io.metamask'), testConnector('eip155', 'io.rabby')],
    accounts: { 'io.metamask': [{ address: '0xAAA' }], 'io.rabby': [{ address: '0xBBB' }] },
    balance: 1_500_000_000_000_000_000n,
  })
  const storage = createMemoryStore()
  const latch = createLatch({ adapters: [evm.adapter], networks: [testNetworks.ethereum], storage })
  return { latch, evm, storage }
}

describe('connect', () => {
  it('sets the namespace status connecting in the same turn once mounted, then connected with the account, wallet info and CAIP address', async () => {
    const { latch, evm } = setup()
    latch.mount()
    await latch.ready()
    evm.holdConnect()
    const pending = latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    expect(latch.getState().connections.status.eip155).toBe('connecting')
    expect(latch.getState().modal.loading).toBe(true)
    evm.release()
    const connection = await pending
    expect(latch.getState().modal.loading).toBe(false)
    expect(connection).toEqual({
      connectorId: 'io.metamask',
      accounts: [{ address: '0xAAA' }],
      caipNetworkId: 'eip155:1',
    })
    const account = latch.getAccount()
    expect(account).toMatchObject({
      status: 'connected',
      isConnected: true,
      address: '0xAAA',
      caipAddress: 'eip155:1:0xAAA',
      connectedWalletInfo: { name: 'Wallet io.metamask', connectorId: 'io.metamask', type: 'announced' },
    })
  })

  it('after connect the native balance is read through the adapter into balance and balanceSymbol', async () => {
    const { latch } = setup()
    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await latch.account.refreshBalance()
    expect(latch.getAccount()).toMatchObject({ balance: '1.5', balanceSymbol: 'ETH', balanceLoading: false })
  })

  it('a pending connect rejects with ModalClosedError "Modal closed" when the modal closes', async () => {
    const { latch, evm } = setup()
    latch.mount()
    await latch.ready()
    await latch.open()
    evm.holdConnect()
    const pending = latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    latch.close()
    await expect(pending).rejects.toBeInstanceOf(ModalClosedError)
    await expect(pending).rejects.toThrow('Modal closed')
    expect(latch.getState().connections.status.eip155).toBe('disconnected')
    expect(latch.getAccount().address).toBeUndefined()
  })

  it('a wallet that approves after the modal closed is disconnected again, never left connected behind the user', async () => {
    const { latch, evm } = setup()
    latch.mount()
    await latch.ready()
    await latch.open()
    evm.holdConnect()
    const pending = latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    latch.close()
    await expect(pending).rejects.toBeInstanceOf(ModalClosedError)
    evm.release()
    await vi.waitFor(() =>
      expect(evm.calls.filter((c) => c.method === 'disconnect').map((c) => c.params)).toEqual([
        { connectorId: 'io.metamask' },
      ]),
    )
    expect(latch.getAccount().isConnected).toBe(false)
  })

  it('before mount (connection code not loaded yet) a connect waits for the code and connects; a modal closed meanwhile ends it with ModalClosedError, no wallet asked', async () => {
    const { latch, evm } = setup()
    const pending = latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await expect(pending).resolves.toMatchObject({ connectorId: 'io.metamask' })
    expect(latch.getAccount().isConnected).toBe(true)
    const other = setup()
    await other.latch.open()
    const closed = other.latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    other.latch.close()
    await expect(closed).rejects.toBeInstanceOf(ModalClosedError)
    expect(other.evm.calls.filter((c) => c.method === 'connect')).toEqual([])
    expect(other.latch.getState().connections.status.eip155 ?? 'disconnected').toBe('disconnected')
    expect(evm.calls.filter((c) => c.method === 'connect')).toHaveLength(1)
  })

  it('a successful connect from the open modal closes it', async () => {
    const { latch } = setup()
    await latch.open()
    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    expect(latch.getState().modal.open).toBe(false)
  })

  it('an onConnected listener that takes over navigation keeps the modal open', async () => {
    const { latch } = setup()
    latch.connections.onConnected(() => {
      latch.router.push('SIWXSignMessage')
      return true
    })
    await latch.open()
    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    expect(latch.getState().modal.open).toBe(true)
    expect(latch.getState().router.view).toBe('SIWXSignMessage')
  })

  it('a wallet rejection is normalised and leaves the namespace disconnected', async () => {
    const { latch, evm } = setup()
    evm.rejectConnect({ code: 4001, message: 'User rejected' })
    await expect(latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(latch.getState().connections.status.eip155).toBe('disconnected')
  })

  it('a wallet that returns no account fails with "Failed to connect" and stays disconnected', async () => {
    const evm = createMemoryAdapter({ namespace: 'eip155', accounts: { empty: [] } })
    const latch = createLatch({ adapters: [evm.adapter], networks: [testNetworks.ethereum] })
    const attempt = latch.connect({ namespace: 'eip155', connectorId: 'empty' })
    await expect(attempt).rejects.toBeInstanceOf(ConnectionError)
    await expect(attempt).rejects.toThrow('Failed to connect')
    expect(latch.getState().connections.status.eip155).toBe('disconnected')
  })

  it('connect to a namespace without adapter is refused with a ValidationError before any wallet call', async () => {
    const { latch, evm } = setup()
    await expect(latch.connect({ namespace: 'solana', connectorId: 'phantom' })).rejects.toMatchObject({
      name: 'ValidationError',
      code: 'NO_ADAPTER',
    })
    await expect(latch.connect({ namespace: 'eip155', connectorId: '' })).rejects.toMatchObject({
      code: 'INVALID_CONNECTOR',
    })
    expect(evm.calls.filter((c) => c.method === 'connect')).toEqual([])
  })
})

describe('connection status per connector', () => {
  it('connected = active for the namespace, active = has connections, disconnected = none', async () => {
    const { latch } = setup()
    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await latch.connect({ namespace: 'eip155', connectorId: 'io.rabby' })
    expect(latch.connections.getConnectorStatus('eip155', 'io.rabby')).toBe('connected')
    expect(latch.connections.getConnectorStatus('eip155', 'io.metamask')).toBe('active')
    expect(latch.connections.getConnectorStatus('eip155', 'io.other')).toBe('disconnected')
    latch.connections.setActiveConnector('eip155', 'io.metamask')
    expect(latch.getAccount().address).toBe('0xAAA')
  })
})

describe('disconnect', () => {
  it('clears every connection of the namespace, the account and the persisted restore data', async () => {
    const { latch, evm, storage } = setup()
    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await latch.connect({ namespace: 'eip155', connectorId: 'io.rabby' })
    expect(storage.getItem('@latch/connections')).toContain('io.rabby')
    await latch.disconnect()
    expect(latch.getConnections()).toEqual([])
    expect(latch.getAccount()).toMatchObject({
      status: 'disconnected',
      address: undefined,
      caipAddress: undefined,
    })
    expect(evm.calls.filter((c) => c.method === 'disconnect').map((c) => c.params)).toEqual([
      { connectorId: 'io.rabby' },
      { connectorId: 'io.metamask' },
    ])
    expect(storage.getItem('@latch/connections')).not.toContain('io.')
  })

  it('is idempotent: disconnecting twice or when never connected calls no wallet and does not throw', async () => {
    const { latch, evm } = setup()
    await latch.disconnect()
    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await latch.disconnect()
    await latch.disconnect({ namespace: 'eip155' })
    expect(evm.calls.filter((c) => c.method === 'disconnect')).toHaveLength(1)
    expect(latch.getState().connections.status.eip155).toBe('disconnected')
  })
})

describe('adapter events', () => {
  it('accountsChanged updates the address, chainChanged the network, disconnect clears the namespace', async () => {
    const evm = createMemoryAdapter({
      namespace: 'eip155',
      connectors: [testConnector('eip155', 'io.metamask')],
    })
    const latch = createLatch({
      adapters: [evm.adapter],
      networks: [testNetworks.ethereum, testNetworks.sepolia],
    })
    latch.mount()
    await latch.ready()
    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    evm.emit({ type: 'accountsChanged', connectorId: 'io.metamask', accounts: [{ address: '0xNEW' }] })
    expect(latch.getAccount().caipAddress).toBe('eip155:1:0xNEW')
    evm.emit({ type: 'chainChanged', connectorId: 'io.metamask', caipNetworkId: 'eip155:11155111' })
    expect(latch.getNetwork()?.name).toBe('Sepolia')
    expect(latch.getAccount().caipAddress).toBe('eip155:11155111:0xNEW')
    evm.emit({ type: 'disconnect', connectorId: 'io.metamask' })
    expect(latch.getAccount().status).toBe('disconnected')
    expect(latch.getConnections()).toEqual([])
  })

  it('a wallet moving to a network the app does not have raises the Network Not Found alert', async () => {
    const { latch, evm } = setup()
    latch.mount()
    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    evm.emit({ type: 'chainChanged', connectorId: 'io.metamask', caipNetworkId: 'eip155:999' })
    expect(latch.getState().alerts.current?.message).toBe('Network Not Found')
    expect(latch.getNetwork()?.caipNetworkId).toBe('eip155:1')
  })
})
