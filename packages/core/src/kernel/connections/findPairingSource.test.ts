import { describe, expect, it } from 'vitest'
import type { PairingSource } from '../../adapters/PairingSource'
import { PAIRING_CONNECTOR_ID } from '../../adapters/pairingConnectorId'
import type { Connector } from '../../adapters/types'
import { withConnector } from '../../adapters/withConnector'
import { createMemoryAdapter, testConnector } from '../../testing/memoryAdapter'
import { findPairingSource } from './findPairingSource'

const pairingConnector: Connector = {
  id: PAIRING_CONNECTOR_ID,
  type: 'walletConnect',
  name: 'WalletConnect',
  chain: 'eip155',
  installed: false,
}

const source: PairingSource = {
  getState: () => ({ status: 'idle', uri: undefined, uriExpiresAt: undefined }),
  subscribe: () => () => undefined,
  cancel: () => undefined,
  createQr: async () => ({ svg: '<svg/>' }),
}

function eip155(connectors: Connector[], pairing?: PairingSource) {
  const { adapter } = createMemoryAdapter({ namespace: 'eip155', connectors })
  if (pairing) adapter.pairing = pairing
  return adapter
}

describe('the pairing source the pairing views show (SPEC §3 walletConnect connector)', () => {
  it('is the adapter’s pairing source when its namespace offers the walletConnect connector', () => {
    expect(findPairingSource([eip155([pairingConnector], source)], 'eip155')).toBe(source)
  })

  it('is absent without a source, where the connector is not offered, and for another namespace', () => {
    expect(findPairingSource([eip155([pairingConnector])], 'eip155')).toBeUndefined()
    expect(
      findPairingSource([eip155([testConnector('eip155', 'io.metamask')], source)], 'eip155'),
    ).toBeUndefined()
    expect(findPairingSource([eip155([pairingConnector], source)], 'solana')).toBeUndefined()
  })

  it('survives withConnector: the combined adapter keeps the source of the adapter serving the pairing connector', () => {
    const base = eip155([testConnector('eip155', 'io.metamask')])
    const paired = withConnector(base, eip155([pairingConnector], source), {
      connectorId: PAIRING_CONNECTOR_ID,
    })
    expect(findPairingSource([paired], 'eip155')).toBe(source)
    const auth = createMemoryAdapter({
      namespace: 'eip155',
      connectors: [testConnector('eip155', 'ID_AUTH')],
    })
    const withAuth = withConnector(paired, auth.adapter, { connectorId: 'ID_AUTH' })
    expect(findPairingSource([withAuth], 'eip155')).toBe(source)
  })
})
