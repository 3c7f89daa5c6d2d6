import { type Connection, LatchError } from '@latch/core'
import { useLatchConnections, useLatchInstance } from '@latch/react'
import { useState } from 'react'
import { connectStacksWallet } from './connectStacksWallet'

type Outcome = { kind: 'error'; code: string; message: string } | { kind: 'connected'; wallet: string }

function AddressList({
  label,
  connections,
  attribute,
}: {
  label: string
  connections: readonly Connection[]
  attribute: 'stx' | 'btc'
}) {
  const accounts = connections.flatMap((c) => c.accounts)
  if (accounts.length === 0) return <dd>—</dd>
  return (
    <dd>
      <ul aria-label={label}>
        {accounts.map((account) => (
          <li key={account.address} data-demo-stacks-address={attribute} data-purpose={account.purpose}>
            {account.purpose ? `${account.purpose}: ` : ''}
            <code>{account.address}</code>
          </li>
        ))}
      </ul>
    </dd>
  )
}

/**
 * The Stacks/Bitcoin entry point: "Connect Stacks/Bitcoin wallet" opens Latch's wallet picker
 * (installed wallets marked, the others with install links), connects the chosen wallet for both
 * namespaces and shows its Stacks and Bitcoin addresses. A canceled pick shows its code (-31001)
 * in `data-demo-stacks-error`.
 *
 * @example
 * ```tsx
 * {config.stacks ? <StacksWalletPanel /> : null}
 * ```
 */
export function StacksWalletPanel() {
  const latch = useLatchInstance()
  const stacks = useLatchConnections({ namespace: 'stacks' })
  const bitcoin = useLatchConnections({ namespace: 'bip122' })
  const [outcome, setOutcome] = useState<Outcome | undefined>()
  const connectorId = stacks[0]?.connectorId ?? bitcoin[0]?.connectorId
  const walletName = connectorId
    ? (latch.picker.getWallets('bip122').find((w) => w.id === connectorId)?.name ?? connectorId)
    : undefined

  const connect = () => {
    setOutcome(undefined)
    connectStacksWallet(latch).then(
      (wallet) => setOutcome({ kind: 'connected', wallet: wallet.name }),
      (error: unknown) =>
        setOutcome({
          kind: 'error',
          code: error instanceof LatchError ? String(error.code) : 'unknown',
          message: error instanceof Error ? error.message : String(error),
        }),
    )
  }
  const disconnect = async () => {
    setOutcome(undefined)
    // One wallet serves both namespaces: disconnecting one ends both.
    await latch.disconnect({ namespace: stacks.length > 0 ? 'stacks' : 'bip122' })
  }

  return (
    <section className="demo-card" aria-labelledby="demo-stacks" data-demo-stacks={connectorId ?? ''}>
      <h2 id="demo-stacks">Stacks and Bitcoin</h2>
      <dl className="demo-facts">
        <dt>Wallet</dt>
        <dd data-demo-stacks-wallet="">{walletName ?? '—'}</dd>
        <dt>Stacks</dt>
        <AddressList label="Stacks addresses" connections={stacks} attribute="stx" />
        <dt>Bitcoin</dt>
        <AddressList label="Bitcoin addresses" connections={bitcoin} attribute="btc" />
      </dl>
      {outcome?.kind === 'error' ? (
        <p className="demo-hint" role="status" data-demo-stacks-error={outcome.code}>
          {outcome.code}: {outcome.message}
        </p>
      ) : null}
      <div className="demo-row">
        {connectorId ? (
          <button type="button" data-demo-stacks-disconnect="" onClick={() => void disconnect()}>
            Disconnect Stacks/Bitcoin wallet
          </button>
        ) : (
          <button type="button" data-demo-stacks-connect="" onClick={connect}>
            Connect Stacks/Bitcoin wallet
          </button>
        )}
      </div>
    </section>
  )
}
