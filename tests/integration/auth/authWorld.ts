// Shared set-up of the auth integration tests: a Latch instance over the reference AuthProvider
// (a test double of the future auth service with real keys and real code checks), an EVM memory
// adapter beside the auth connector for eip155, and a fake popup window (the only mock: a real
// browser comes with the later browser test).
import { createFakePopup, createMemoryAdapter, testConnector, testNetworks } from '@latch/core/testing'

import { createLatch } from '../../../packages/core/src/instance/createLatch'
import type { CaipNetwork } from '../../../packages/core/src/shared/networks/types'
import { createReferenceAuthProvider } from '../../../packages/core/src/slices/auth/testing/createReferenceAuthProvider'

/** A Latch app with email/social login for eip155 (beside a wallet adapter) and solana. */
export async function createAuthWorld(
  options: {
    now?: () => number
    newDevices?: string[]
    popup?: 'none'
    confirmEmailAfterPolls?: number
    /** The app's networks (default: Ethereum and Solana). */
    networks?: CaipNetwork[]
  } = {},
) {
  let clock = 1_700_000_000_000
  const now = options.now ?? (() => clock)
  const ref = createReferenceAuthProvider({
    now,
    ...(options.newDevices ? { newDevices: options.newDevices } : {}),
    ...(options.confirmEmailAfterPolls ? { confirmEmailAfterPolls: options.confirmEmailAfterPolls } : {}),
  })
  const fake = createFakePopup()
  const messages = new EventTarget()
  const evm = createMemoryAdapter({
    namespace: 'eip155',
    connectors: [testConnector('eip155', 'io.metamask')],
  })
  const latch = createLatch({
    adapters: [evm.adapter],
    networks: options.networks ?? [testNetworks.ethereum, testNetworks.solana],
    features: { email: true, socials: ['google'] },
    auth: {
      provider: ref.provider,
      openWindow: options.popup === 'none' ? () => null : fake.openWindow,
      getMessageTarget: () => messages,
    },
  })
  latch.mount()
  await latch.ready()
  const post = (data: unknown, origin: string) =>
    messages.dispatchEvent(new MessageEvent('message', { data, origin }))
  const adapter = (ns: 'eip155' | 'solana') => latch.adapters.find((a) => a.namespace === ns)!
  return {
    latch,
    ref,
    fake,
    post,
    adapter,
    evm,
    advanceClock: (ms: number) => {
      clock += ms
    },
    /** Email login through the views, to a connected Account. */
    async signInByEmail(email = 'ada@example.com') {
      await latch.open({ view: 'EmailLogin' })
      await latch.auth.connectEmail(email)
      await latch.auth.verifyOtp(ref.lastCode(email))
    },
  }
}
