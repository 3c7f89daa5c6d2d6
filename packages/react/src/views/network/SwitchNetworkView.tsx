import { MESSAGES } from '@latch/core'
import { useEffect, useRef, useState } from 'react'
import { NetworkIcon } from '../../components/NetworkIcon'
import { RetryableError } from '../../components/RetryableError'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { errorMessage } from '../../utils/errorMessage'

/**
 * SwitchNetwork: asks the connected wallet to switch to the network in the router data, shows
 * "Approve in wallet", then returns to where the user came from; on failure shows the normalised
 * error and "Try again".
 *
 * @example
 * ```tsx
 * <SwitchNetworkView />
 * ```
 */
export function SwitchNetworkView() {
  const latch = useLatchInstance()
  const network = useLatchSelector((s) => s.router.data.network)
  const [attempt, setAttempt] = useState(0)
  const [error, setError] = useState<string | undefined>(undefined)
  const started = useRef(-1)

  useEffect(() => {
    if (!network || started.current === attempt) return
    started.current = attempt
    setError(undefined)
    latch.chains
      .switchNow(network.caipNetworkId)
      .then(() => latch.router.goBack())
      .catch((cause: unknown) => setError(errorMessage(cause, MESSAGES.unknownWalletError)))
  }, [latch, network, attempt])

  return (
    <div data-latch-view="SwitchNetwork" data-state={error ? 'error' : 'switching'}>
      <NetworkIcon network={network} />
      {error ? (
        <RetryableError message={error} onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <>
          <p data-latch-status="">Approve in wallet</p>
          <p data-latch-hint="">Accept the request to switch to {network?.name}.</p>
        </>
      )}
    </div>
  )
}
