import { type AuthProvider, type CaipNetwork, type ChainAdapter, createLatch } from '@latch/core'
import { testNetworks } from '@latch/core/testing'
import { act, render } from '@testing-library/react'
import { expect } from 'vitest'
import { createReferenceAuthProvider } from '../../../../../core/src/slices/auth/testing/createReferenceAuthProvider'
import { LatchProvider } from '../../../provider/LatchProvider'

/**
 * A rendered Latch app with email login over core's reference AuthProvider (real keys, real
 * signatures), `email` signed in and the modal closed: the starting point of the approval view's
 * dom tests.
 *
 * @param options - The email, the networks (default Ethereum), `provider` to change what the
 *   reference provider answers (a smart account's description, say), and the chain `adapters` the
 *   login's connector joins (default none).
 * @returns The instance, the reference provider and the eip155 auth adapter to send requests through.
 * @example
 * ```tsx
 * const { latch, ref, auth } = await signedInWithReference({ email: 'ada@example.com' })
 * ```
 */
export async function signedInWithReference(options: {
  email: string
  networks?: CaipNetwork[]
  provider?: (reference: AuthProvider) => AuthProvider
  adapters?: ChainAdapter[]
}) {
  const ref = createReferenceAuthProvider()
  const latch = createLatch({
    adapters: options.adapters ?? [],
    networks: options.networks ?? [testNetworks.ethereum],
    features: { email: true },
    auth: { provider: options.provider ? options.provider(ref.provider) : ref.provider },
  })
  render(<LatchProvider latch={latch}>{null}</LatchProvider>)
  await act(async () => {
    await latch.ready()
    await latch.open({ view: 'EmailLogin' })
    await latch.auth.connectEmail(options.email)
    await latch.auth.verifyOtp(ref.lastCode(options.email))
  })
  act(() => latch.close())
  ref.received.length = 0
  const auth = latch.adapters.find((a) => a.namespace === 'eip155')
  expect(auth, 'the eip155 auth adapter').toBeDefined()
  return { latch, ref, auth: auth! }
}
