import { LatchError } from '@latch/core'
import { getEip1193Provider } from '@latch/evm/provider'
import { useLatchAccount, useLatchInstance, useLatchNetwork } from '@latch/react'
import { useState } from 'react'
import type { DemoConfig } from '../demoConfig'
import { mintDemoLtk } from './demoMintLtk'
import { demoPermissionRequest } from './demoPermission'
import { DEMO_SAMPLE_LABELS, type DemoSample, demoSampleRequests } from './demoSampleRequests'

type SampleId = DemoSample['id'] | 'mint' | 'grantPermission'
type Outcome =
  | { kind: 'sending'; id: SampleId }
  | { kind: 'done'; id: SampleId; result: string }
  | { kind: 'error'; id: SampleId; code: string; message: string }

/**
 * Sample requests sent through Latch's EIP-1193 provider (`getEip1193Provider(latch)`), as an app's
 * own code would: an approve of the maximum, a Permit2 signature, an NFT approval for all, a swap on
 * the demo's contract (read by the page's own ERC-7730 descriptor), a plain ERC-20 transfer, and
 * an ERC-7715 permission grant through `latch.grantPermissions` and its siblings (listed in ProfileWallets after). The
 * embedded wallet always shows them in ApproveTransaction; an extension or paired wallet does when
 * "Review before your wallet" is on, before its own prompt. The panel shows what the wallet answered.
 *
 * @example
 * ```tsx
 * <SampleRequestsPanel config={config} />
 * ```
 */
export function SampleRequestsPanel({ config }: { config: DemoConfig }) {
  const latch = useLatchInstance()
  const account = useLatchAccount({ namespace: 'eip155' })
  const network = useLatchNetwork({ namespace: 'eip155' }).caipNetwork
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined)
  const main = config.evmChains[0]
  const onMain = main !== undefined && network?.id === String(main.chainId)
  const samples = Object.entries(DEMO_SAMPLE_LABELS) as [DemoSample['id'], string][]

  const send = async (id: SampleId) => {
    setOutcome({ kind: 'sending', id })
    try {
      const from = account.address ?? ''
      if (id === 'grantPermission') {
        // ERC-7715 through latch.permissions: the grant is then listed in ProfileWallets
        const [grant] = await latch.grantPermissions([demoPermissionRequest(config)])
        setOutcome({ kind: 'done', id, result: grant?.context ?? '' })
        return
      }
      const sample = (await demoSampleRequests(config, from)).find((s) => s.id === id)
      // "Get 100 LTK" is the dev chain's, not a request to the wallet
      const result = sample
        ? await getEip1193Provider(latch).request(sample.request)
        : await mintDemoLtk(config, from)
      setOutcome({ kind: 'done', id, result: String(result) })
    } catch (error) {
      setOutcome({
        kind: 'error',
        id,
        code: error instanceof LatchError ? String(error.code) : 'unknown',
        message: error instanceof LatchError ? error.shortMessage : String(error),
      })
    }
  }

  return (
    <section className="demo-card" aria-labelledby="demo-samples" data-demo-samples="">
      <h2 id="demo-samples">Sample requests</h2>
      <p className="demo-hint">
        Requests an app sends through Latch's EIP-1193 provider. The embedded wallet shows each in words
        before it signs; turn on "Review before your wallet" to see them before any other wallet's prompt. The
        swap needs the unlimited approve first.
      </p>
      {!account.isConnected || account.address === undefined ? (
        <p className="demo-hint">Connect an EVM wallet (or sign up by email) to send a sample.</p>
      ) : !onMain ? (
        <p className="demo-hint">
          Switch to {main?.name ?? 'the first dev chain'}, where the test contracts are.
        </p>
      ) : (
        <div className="demo-row">
          <button
            type="button"
            data-demo-sample="mint"
            disabled={outcome?.kind === 'sending'}
            onClick={() => void send('mint')}
          >
            Get 100 LTK
          </button>
          {samples.map(([id, label]) => (
            <button
              key={id}
              type="button"
              data-demo-sample={id}
              disabled={outcome?.kind === 'sending'}
              onClick={() => void send(id)}
            >
              {label}
            </button>
          ))}
          <button
            type="button"
            data-demo-sample="grantPermission"
            disabled={outcome?.kind === 'sending'}
            onClick={() => void send('grantPermission')}
          >
            Grant 0.01 ETH a day (ERC-7715)
          </button>
        </div>
      )}
      {outcome?.kind === 'done' ? (
        <p className="demo-hint" role="status" data-demo-sample-outcome="done" data-sample={outcome.id}>
          Sent: <code>{outcome.result}</code>
        </p>
      ) : null}
      {outcome?.kind === 'error' ? (
        <p
          className="demo-hint"
          role="status"
          data-demo-sample-outcome="error"
          data-sample={outcome.id}
          data-code={outcome.code}
        >
          {outcome.code}: {outcome.message}
        </p>
      ) : null}
    </section>
  )
}
