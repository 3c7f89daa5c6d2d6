import { useCallsStatus, useLatchAccount, useLatchNetwork, useSendCalls } from '@latch/react'
import { useState } from 'react'
import type { DemoConfig } from '../demoConfig'
import { type BatchOutcome, BatchOutcomeView, batchError } from './BatchOutcome'
import { demoBatch, waitForBatch } from './demoBatch'

/**
 * Batched calls (EIP-5792) from the connected EVM account: "Send a batch" sends two calls in one
 * request (`latch.sendCalls`): an ERC-20 approve of 5 LTK to the dev wallet and 0.01 ETH to the
 * second dev wallet. The embedded wallet shows the whole batch for one approval; a wallet without
 * `wallet_sendCalls` gets the calls one by one (`fallback: 'sequential'`). The panel shows the
 * batch id the wallet returned, then its status as `latch.getCallsStatus` reads it.
 *
 * @example
 * ```tsx
 * <BatchPanel config={config} />
 * ```
 */
export function BatchPanel({ config }: { config: DemoConfig }) {
  const account = useLatchAccount({ namespace: 'eip155' })
  const network = useLatchNetwork({ namespace: 'eip155' }).caipNetwork
  const sendCalls = useSendCalls()
  const { getCallsStatus } = useCallsStatus()
  const [outcome, setOutcome] = useState<BatchOutcome | undefined>(undefined)
  const main = config.evmChains[0]
  // the test token lives on the first dev chain only
  const onMain = main !== undefined && network?.id === String(main.chainId)

  const send = async () => {
    setOutcome({ kind: 'sending' })
    try {
      const { calls } = await demoBatch(config)
      const { id } = await sendCalls({ calls, fallback: 'sequential' })
      setOutcome({ kind: 'sent', id })
      await waitForBatch(getCallsStatus, id, (status) => setOutcome({ kind: 'sent', id, status }))
    } catch (error) {
      setOutcome(batchError(error))
    }
  }

  return (
    <section className="demo-card" aria-labelledby="demo-batch" data-demo-batch="">
      <h2 id="demo-batch">Batched calls</h2>
      <p className="demo-hint">
        Two calls in one request (EIP-5792): approve the dev wallet to spend 5 LTK, and send 0.01 ETH to the
        second dev wallet.
      </p>
      {!account.isConnected || account.address === undefined ? (
        <p className="demo-hint">Connect an EVM wallet (or sign up by email) to send a batch.</p>
      ) : !onMain ? (
        <p className="demo-hint">Switch to {main?.name ?? 'the first dev chain'}, where the test token is.</p>
      ) : (
        <div className="demo-row">
          <button type="button" disabled={outcome?.kind === 'sending'} onClick={() => void send()}>
            Send a batch
          </button>
        </div>
      )}
      <BatchOutcomeView outcome={outcome} />
    </section>
  )
}
