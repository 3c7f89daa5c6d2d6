import { type Connection, LatchError } from '@latch/core'
import { useLatchAccount, useLatchConnections, useLatchInstance } from '@latch/react'
import { useMemo, useState } from 'react'
import type { DemoConfig } from '../demoConfig'
import { connectStacksWallet } from './connectStacksWallet'
import { createDemoStacksActions, DEMO_STACKS_CONTRACT, DEMO_STX_RECIPIENT } from './demoStacksActions'

type Outcome =
  | { kind: 'error'; code: string; message: string }
  | { kind: 'connected'; wallet: string }
  | { kind: 'signature' | 'txid' | 'psbt' | 'call'; value: string }

const describeError = (error: unknown): Outcome => ({
  kind: 'error',
  code: error instanceof LatchError ? String(error.code) : 'unknown',
  message:
    error instanceof LatchError ? error.shortMessage : error instanceof Error ? error.message : String(error),
})

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
 * namespaces and shows its Stacks and Bitcoin addresses and STX balance. Once connected, the wallet
 * signs a message, sends 1 STX (the balance follows the local Stacks API), calls a contract in
 * post-condition mode `allow` (with "Review before your wallet" on, the review warns first) and
 * signs a PSBT spending its output on the local Esplora. A canceled pick shows its code (-31001) in
 * `data-demo-stacks-error`.
 *
 * @example
 * ```tsx
 * {config.stacks ? <StacksWalletPanel config={config} /> : null}
 * ```
 */
export function StacksWalletPanel({ config }: { config: DemoConfig }) {
  const latch = useLatchInstance()
  const stacks = useLatchConnections({ namespace: 'stacks' })
  const bitcoin = useLatchConnections({ namespace: 'bip122' })
  const stxAccount = useLatchAccount({ namespace: 'stacks' })
  const actions = useMemo(() => createDemoStacksActions(latch, config), [latch, config])
  const [outcome, setOutcome] = useState<Outcome | undefined>()
  const [busy, setBusy] = useState(false)
  const connectorId = stacks[0]?.connectorId ?? bitcoin[0]?.connectorId
  // A Stacks/Bitcoin wallet, or a wallet paired through WalletConnect (listed on EVM only).
  const walletName = connectorId
    ? (latch.picker.getWallets('bip122').find((w) => w.id === connectorId)?.name ??
      latch.getState().connections.connectors.find((c) => c.id === connectorId)?.name ??
      connectorId)
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
  const run = (kind: 'signature' | 'txid' | 'psbt' | 'call', action: () => Promise<string>) => {
    setOutcome(undefined)
    setBusy(true)
    action()
      .then(
        (value) => setOutcome({ kind, value }),
        (error: unknown) => setOutcome(describeError(error)),
      )
      .finally(() => setBusy(false))
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
        {connectorId && stacks.length > 0 ? (
          <>
            <dt>STX balance</dt>
            <dd data-demo-stacks-balance={stxAccount.balance ?? ''}>
              {stxAccount.balance === undefined ? '…' : `${stxAccount.balance} STX`}
            </dd>
          </>
        ) : null}
      </dl>
      {outcome?.kind === 'error' ? (
        <p className="demo-hint" role="status" data-demo-stacks-error={outcome.code}>
          {outcome.code}: {outcome.message}
        </p>
      ) : null}
      {outcome?.kind === 'signature' ||
      outcome?.kind === 'txid' ||
      outcome?.kind === 'psbt' ||
      outcome?.kind === 'call' ? (
        <p className="demo-hint" role="status" data-demo-stacks-result={outcome.kind}>
          {outcome.kind === 'signature'
            ? 'Message signature: '
            : outcome.kind === 'txid'
              ? `Sent 1 STX to ${DEMO_STX_RECIPIENT}, transaction `
              : outcome.kind === 'call'
                ? `Called ${DEMO_STACKS_CONTRACT}, transaction `
                : 'Signed PSBT: '}
          <code>{outcome.value}</code>
        </p>
      ) : null}
      {connectorId ? (
        <div className="demo-row">
          {stacks.length > 0 ? (
            <>
              <button type="button" disabled={busy} onClick={() => run('signature', actions.signMessage)}>
                Sign a Stacks message
              </button>
              <button type="button" disabled={busy} onClick={() => run('txid', actions.sendStx)}>
                Send 1 STX
              </button>
              <button
                type="button"
                disabled={busy}
                data-demo-stacks-call="allow"
                onClick={() => run('call', actions.callContractAllow)}
              >
                Call a contract (allow mode)
              </button>
            </>
          ) : null}
          {bitcoin.length > 0 ? (
            <button type="button" disabled={busy} onClick={() => run('psbt', actions.signPsbt)}>
              Sign a Bitcoin PSBT
            </button>
          ) : null}
        </div>
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
