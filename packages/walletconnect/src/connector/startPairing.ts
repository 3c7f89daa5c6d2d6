import {
  assertProposalId,
  type Clock,
  ConnectionError,
  describeUntrusted,
  MESSAGES,
  readUntrustedField,
  USER_REJECTED_CODES,
} from '@latch/core/kit'
import type UniversalProvider from '@walletconnect/universal-provider'
import type { ProposalNamespaces } from '../namespaces/buildProposalNamespaces'
import type { ProposalRecord } from '../session/types'

type Session = NonNullable<UniversalProvider['session']>

/** WalletConnect's "User rejected." reason code. */
const SDK_USER_REJECTED = 5000

/**
 * A URI ready to show, with the proposal it carries.
 *
 * @example
 * ```ts
 * onUri({ uri: 'wc:ab...@2?...', expiresAt: Date.now() + 240_000, proposal })
 * ```
 */
export type PairingUri = { uri: string; expiresAt: number; proposal: ProposalRecord | undefined }

/**
 * A running pairing: resolves with the approved session; `cancel` rejects it with the given error
 * and resolves once its URI is retired.
 *
 * @example
 * ```ts
 * const pairing = startPairing({ ... })
 * dismissButton.onclick = () => pairing.cancel(new UserCanceledError())
 * ```
 */
export type Pairing = { session: Promise<Session>; cancel(error: Error): Promise<void> }

function proposalFor(provider: UniversalProvider, uri: string): ProposalRecord | undefined {
  const pairingTopic = /^wc:([0-9a-f]+)@/.exec(uri)?.[1]
  const proposal = provider.client.proposal
    .getAll()
    .filter((p) => p.pairingTopic === pairingTopic)
    .sort((a, b) => b.id - a.id)[0]
  return proposal
    ? { id: assertProposalId(proposal.id), expiryTimestamp: proposal.expiryTimestamp }
    : undefined
}

/**
 * Maps a rejected approval onto "Connection rejected" (the wallet said no) or "Failed to connect".
 *
 * @param error - What the SDK rejected with (untrusted: the wallet's reason).
 * @returns The connect's error.
 * @example
 * ```ts
 * approval.catch((error) => { throw connectError(error) })
 * ```
 */
export function connectError(error: unknown): ConnectionError {
  // the wallet's reason is untrusted: read each field once, never throwing, and cut long text
  const code = readUntrustedField(error, 'code')
  const raw = readUntrustedField(error, 'message')
  const message = typeof raw === 'string' ? describeUntrusted(raw) : undefined
  const rejected =
    code === SDK_USER_REJECTED ||
    (typeof code === 'number' && USER_REJECTED_CODES.includes(code)) ||
    (message !== undefined && /reject/i.test(message))
  return new ConnectionError(rejected ? MESSAGES.connectionRejected : MESSAGES.failedToConnect, {
    code: rejected ? 'CONNECTION_REJECTED' : 'CONNECTION_FAILED',
    cause: error,
    details: message,
  })
}

/**
 * Makes the current URI unusable: its pairing and its proposals expire now, so the SDK deletes them
 * and settles (and stops the timer of) the approval it was waiting for.
 */
async function retirePairings(provider: UniversalProvider): Promise<void> {
  await provider.cleanupPendingPairings({ deletePairings: true })
  for (const proposal of provider.client.proposal.getAll()) provider.client.core.expirer.set(proposal.id, 0)
}

/**
 * What a pairing starts with: the provider, the app's namespaces, the clock, how long a URI lives
 * and where to show it.
 *
 * @example
 * ```ts
 * const params: StartPairingParams = { provider, namespaces, scheduler, expiryMs: 240_000, onUri: show }
 * ```
 */
export type StartPairingParams = {
  provider: UniversalProvider
  namespaces: ProposalNamespaces
  scheduler: Clock
  expiryMs: number
  onUri(uri: PairingUri): void
}

/**
 * Proposes a session and keeps a scannable URI available until the wallet answers: each URI lives
 * `expiryMs` (SPEC: 4 minutes), then its pairing and proposal are retired and a fresh URI is
 * proposed. An approval of any URI of this pairing resolves it; a rejection of the current one
 * rejects it with "Connection rejected".
 *
 * @param params - Provider, namespaces, scheduler, expiry and the URI callback.
 * @returns The running pairing.
 * @example
 * ```ts
 * const pairing = startPairing({ provider, namespaces, scheduler, expiryMs: 240_000, onUri: show })
 * const session = await pairing.session
 * ```
 */
export function startPairing(params: StartPairingParams): Pairing {
  const { provider, namespaces, scheduler, expiryMs, onUri } = params
  let cancel: (error: Error) => Promise<void> = async () => {}
  const session = new Promise<Session>((resolve, reject) => {
    let done = false
    let timer: unknown
    let generation = 0

    const finish = (settle: () => void) => {
      if (done) return
      done = true
      scheduler.clearTimeout(timer)
      provider.off('display_uri', handleUri)
      settle()
    }

    function handleUri(uri: string) {
      if (done) return
      scheduler.clearTimeout(timer)
      onUri({ uri, expiresAt: scheduler.now() + expiryMs, proposal: proposalFor(provider, uri) })
      timer = scheduler.setTimeout(() => {
        if (done) return
        generation++ // the URI being retired: its proposal failing no longer counts
        void retirePairings(provider).then(propose)
      }, expiryMs)
    }

    function propose() {
      if (done) return
      const mine = ++generation
      provider.connect({ namespaces: namespaces.required, optionalNamespaces: namespaces.optional }).then(
        (approved) => {
          if (approved) finish(() => resolve(approved))
        },
        (error: unknown) => {
          // A retired URI's proposal fails when it expires: only the current one counts.
          if (mine === generation) finish(() => reject(connectError(error)))
        },
      )
    }

    cancel = (error) => {
      let retired = Promise.resolve()
      finish(() => {
        retired = retirePairings(provider).catch(() => {})
        reject(error)
      })
      return retired
    }
    provider.on('display_uri', handleUri)
    propose()
  })
  return { session, cancel: (error) => cancel(error) }
}
