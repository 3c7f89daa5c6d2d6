// Shared set-up of the email, social and profile view tests: a real Latch instance over core's
// reference AuthProvider (real codes, real keys) on Ethereum and Solana, rendered with the modal.
// The popup is the only stand-in: a window object the test closes or answers for.
import {
  type AuthProvider,
  type ChainAdapter,
  createLatch,
  type RouterView,
  type SiwxConfig,
} from '@latch/core'
import { createFakePopup, testNetworks } from '@latch/core/testing'
import { act, render, screen } from '@testing-library/react'
import { createReferenceAuthProvider } from '../../../../../core/src/slices/auth/testing/createReferenceAuthProvider'
import { LatchProvider } from '../../../provider/LatchProvider'

/**
 * Renders a Latch app with email, Google and Farcaster login and opens its modal on `view`.
 *
 * @param options - The view to open, emails that count as a new device, polls before an email change
 *   confirms, and a sign-in config with or without email capture (DataCapture).
 * @returns The instance, the reference provider, the fake popup and `post` (a message to the app window).
 * @example
 * ```tsx
 * const { latch, ref } = await renderAuthApp({ view: 'EmailLogin' })
 * ```
 */
export async function renderAuthApp(
  options: {
    view?: RouterView
    newDevices?: string[]
    confirmEmailAfterPolls?: number
    siwx?: SiwxConfig
    emailCapture?: boolean
    /** Offer passkey login in Connect (`features.passkey`). */
    passkey?: boolean
    /** The app's chain adapters (default none). */
    adapters?: ChainAdapter[]
    /** Changes the reference provider the app uses (e.g. a step that fails). */
    provider?: (provider: AuthProvider) => AuthProvider
  } = {},
) {
  const ref = createReferenceAuthProvider({
    ...(options.newDevices ? { newDevices: options.newDevices } : {}),
    ...(options.confirmEmailAfterPolls ? { confirmEmailAfterPolls: options.confirmEmailAfterPolls } : {}),
  })
  const fake = createFakePopup()
  const messages = new EventTarget()
  const latch = createLatch({
    adapters: options.adapters ?? [],
    networks: [testNetworks.ethereum, testNetworks.solana],
    features: {
      email: true,
      socials: ['google', 'farcaster'],
      emailCapture: options.emailCapture === true,
      passkey: options.passkey === true,
    },
    ...(options.siwx ? { siwx: options.siwx } : {}),
    auth: {
      provider: options.provider ? options.provider(ref.provider) : ref.provider,
      openWindow: fake.openWindow,
      getMessageTarget: () => messages,
    },
  })
  render(<LatchProvider latch={latch} />)
  await act(() => latch.ready())
  await act(() => latch.open({ view: options.view ?? 'Connect' }))
  await screen.findByRole('dialog')
  const post = (data: unknown, origin: string) =>
    messages.dispatchEvent(new MessageEvent('message', { data, origin }))
  return { latch, ref, fake, post }
}

/**
 * The element of the current view (`data-latch-view`), once it is shown.
 *
 * @param view - The view name.
 * @returns The view's root element.
 * @example
 * ```ts
 * const otp = await findView('EmailVerifyOtp')
 * ```
 */
export async function findView(view: RouterView): Promise<HTMLElement> {
  return screen.findByText(
    (_, element) => element?.getAttribute('data-latch-view') === view,
    {},
    { timeout: 3000 },
  )
}
