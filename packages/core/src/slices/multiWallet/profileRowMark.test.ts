import { describe, expect, it } from 'vitest'
import type { WalletConnection } from '../../kernel/connections/types'
import type { ChainNamespace } from '../../shared/networks/types'
import { profileRowMark } from './profileRowMark'
import { selectProfileFamilies } from './selectProfileFamilies'

const labels = { eip155: 'EVM', solana: 'Solana', stacks: 'Stacks', bip122: 'Bitcoin' } as Record<
  ChainNamespace,
  string
>

const live = (namespace: ChainNamespace, connectorId: string, active: boolean) =>
  ({
    id: `${namespace}:${connectorId}`,
    namespace,
    connectorId,
    address: `${connectorId}-address`,
    active,
    wallet: { name: connectorId },
  }) as unknown as WalletConnection

function families(activeNamespace: ChainNamespace) {
  const snap = {
    options: { remoteFeatures: {}, features: {} },
    chains: {
      networks: (['eip155', 'solana', 'stacks', 'bip122'] as const).map((chainNamespace) => ({
        chainNamespace,
      })),
      activeNamespace,
    },
    connections: { connectors: [], connections: {}, recent: {} },
  } as unknown as Parameters<typeof selectProfileFamilies>[0]
  const connections = [
    live('eip155', 'rabby', true),
    live('eip155', 'metamask', false),
    live('solana', 'phantom', true),
    live('stacks', 'leather', true),
  ]
  return selectProfileFamilies(snap, connections, 'Email wallet', labels).flatMap((f) =>
    f.connections.map((row) => [row.connectorId, profileRowMark(row)]),
  )
}

describe('profileRowMark over selectProfileFamilies: "Active" means one thing', () => {
  it('marks only the connection in use "active"; other namespaces\' active connections are "usedFor"', () => {
    expect(families('eip155')).toEqual([
      ['rabby', 'active'],
      ['metamask', 'none'],
      ['phantom', 'usedFor'],
      ['leather', 'usedFor'],
    ])
  })

  it('moves the one "active" mark with the namespace in use', () => {
    expect(families('solana')).toEqual([
      ['rabby', 'usedFor'],
      ['metamask', 'none'],
      ['phantom', 'active'],
      ['leather', 'usedFor'],
    ])
  })
})
