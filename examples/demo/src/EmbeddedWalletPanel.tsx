import { AUTH_CONNECTOR_ID, type ChainNamespace, LatchError } from '@latch/core'
import { useLatchAccount, useLatchInstance, useLatchNetwork, useLatchSnapshot } from '@latch/react'
import { useState } from 'react'
import type { DemoConfig } from '../demoConfig'
import { fundFromDevFaucet } from './devFaucet'
import { SmartAccountSection } from './SmartAccountSection'

type Outcome = { kind: 'signature' | 'error' | 'funded'; text: string; namespace?: ChainNamespace }

const MESSAGE = 'Hello from the Latch demo'

/**
 * The embedded wallet (email or social sign-up) of the visitor: its EVM and Solana addresses, the
 * dev faucet, and message signing on either chain. Each signature goes through Latch's approval
 * (the ApproveTransaction view) before the key frame signs. When the world runs a bundler and a
 * paymaster, the Smart account setting and the sponsored mint follow.
 *
 * @example
 * ```tsx
 * <EmbeddedWalletPanel config={config} />
 * ```
 */
export function EmbeddedWalletPanel({ config }: { config: DemoConfig }) {
  const latch = useLatchInstance()
  const active = useLatchSnapshot().connections.activeConnectorIds
  const evmNetwork = useLatchNetwork({ namespace: 'eip155' }).caipNetwork
  const solanaNetwork = useLatchNetwork({ namespace: 'solana' }).caipNetwork
  const evm = useLatchAccount({ namespace: 'eip155' })
  const solana = useLatchAccount({ namespace: 'solana' })
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined)
  const evmAddress = active.eip155 === AUTH_CONNECTOR_ID ? evm.address : undefined
  const solanaAddress = active.solana === AUTH_CONNECTOR_ID ? solana.address : undefined

  const sign = async (namespace: ChainNamespace, address: string) => {
    setOutcome(undefined)
    const adapter = latch.adapters.find((a) => a.namespace === namespace)
    const network = namespace === 'solana' ? solanaNetwork : evmNetwork
    try {
      if (!adapter?.signMessage || !network) throw new Error(`No ${namespace} network`)
      const signature = await adapter.signMessage({
        connectorId: AUTH_CONNECTOR_ID,
        address,
        message: MESSAGE,
        network,
      })
      setOutcome({ kind: 'signature', text: String(signature), namespace })
    } catch (error) {
      setOutcome({ kind: 'error', text: error instanceof LatchError ? error.shortMessage : String(error) })
    }
  }
  const fund = async () => {
    setOutcome(undefined)
    try {
      await fundFromDevFaucet(config, { evm: evmAddress, solana: solanaAddress })
      // the account shows the new balances at once
      await Promise.all([
        latch.account.refreshBalance('eip155'),
        latch.account.refreshBalance('solana'),
        latch.accountData.fetchTokenBalances({ force: true }),
      ])
      setOutcome({ kind: 'funded', text: 'Funded: 10 ETH and 2 SOL from the dev faucet' })
    } catch (error) {
      setOutcome({ kind: 'error', text: String(error) })
    }
  }

  return (
    <section className="demo-card" aria-labelledby="demo-embedded-wallet" data-demo-embedded-wallet="">
      <h2 id="demo-embedded-wallet">Embedded wallet</h2>
      {!evmAddress && !solanaAddress ? (
        <p className="demo-hint">
          No wallet needed: Connect, then sign up by email (the code arrives in the dev mailbox) or a social
          login. Keys are made and kept in a frame on another origin.
        </p>
      ) : (
        <>
          <dl className="demo-facts">
            <dt>EVM</dt>
            <dd data-demo-embedded-evm="">{evmAddress ?? '—'}</dd>
            <dt>Solana</dt>
            <dd data-demo-embedded-solana="">{solanaAddress ?? '—'}</dd>
          </dl>
          <div className="demo-row">
            <button type="button" onClick={() => void fund()}>
              Fund from dev faucet
            </button>
            {evmAddress ? (
              <button type="button" onClick={() => void sign('eip155', evmAddress)}>
                Sign message (EVM)
              </button>
            ) : null}
            {solanaAddress ? (
              <button type="button" onClick={() => void sign('solana', solanaAddress)}>
                Sign message (Solana)
              </button>
            ) : null}
          </div>
          {evmAddress && config.embeddedWallet?.smartAccount ? (
            <SmartAccountSection
              config={config}
              smart={config.embeddedWallet.smartAccount}
              address={evmAddress}
            />
          ) : null}
        </>
      )}
      {outcome ? (
        <p
          className="demo-hint"
          data-demo-embedded-outcome={outcome.kind}
          data-namespace={outcome.namespace}
          role="status"
        >
          {outcome.kind === 'signature' ? (
            <>
              Signed “{MESSAGE}”: <code data-demo-embedded-signature="">{outcome.text}</code>
            </>
          ) : (
            outcome.text
          )}
        </p>
      ) : null}
    </section>
  )
}
