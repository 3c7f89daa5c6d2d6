import type { AccountState } from '../../kernel/account/types'
import type { RouterData, RouterView } from '../../kernel/router/views'
import { type Clock, sleep, systemClock } from '../../shared/clock/clock'
import { CONSTANTS } from '../../shared/constants/constants'
import { MESSAGES } from '../../shared/errors/catalogue'
import { ConnectionError, ValidationError } from '../../shared/errors/errors'
import type { ChainNamespace } from '../../shared/networks/types'
import type { LatchStorage } from '../../shared/storage/types'
import { toSafeLinkUrl } from '../../shared/validation/safeUrl'
import * as ACCOUNT_TYPE_MESSAGES from './accountTypeMessages'
import { noteCodeSent, rethrowCodeRefusal } from './codeRefusal'
import { createAuthStep } from './createAuthStep'
import { createInitialAuthState } from './createInitialAuthState'
import { openSocialPopup } from './openSocialPopup'
import { PREFERRED_ACCOUNT_TYPE_KEY } from './preferredAccountType'
import { AUTH_MESSAGES } from './provider/authMessages'
import type { AuthAccountType, AuthNamespace, AuthProvider, AuthUser } from './provider/types'
import { assertEmail } from './provider/validateEmail'
import { runSocialLogin } from './runSocialLogin'
import type { AuthActions, AuthState, LatchAuthOptions } from './types'

/**
 * What the auth controller needs from the instance.
 *
 * @example
 * ```ts
 * createAuthController({ state: state.auth, options: { provider }, getNamespace, connect, disconnect, patchAccount, router, getStorage })
 * ```
 */
export type AuthContext = {
  state: AuthState
  options: LatchAuthOptions | undefined
  /** The namespace to connect after a login (active one when eip155 or solana). */
  getNamespaces: () => AuthNamespace[]
  /** Connect the ID_AUTH connector of a namespace. */
  connect: (namespace: AuthNamespace) => Promise<unknown>
  /** Disconnect a namespace whose active connector is ID_AUTH. */
  disconnectAuth: () => Promise<void>
  /** Whether a namespace's active connector is ID_AUTH. */
  isAuthConnected: () => boolean
  /** Called when the modal closes; returns unsubscribe. */
  onModalClose?: (listener: () => void) => () => void
  patchAccount: (namespace: ChainNamespace, fields: Partial<AccountState>) => void
  router: {
    push: (view: RouterView, data?: RouterData) => void
    goBack: () => void
    goBackTo: (view: RouterView) => boolean
    reset: (view: RouterView) => void
    getView: () => RouterView
  }
  getStorage: () => LatchStorage
  /** The instance's clock, for the email-change poll; default the real one. */
  clock?: Clock
}

/** The views of a login in progress: Account replaces them once connected. */
const LOGIN_VIEWS: readonly RouterView[] = [
  'Connect',
  'EmailLogin',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'ConnectingSocial',
  'ConnectingFarcaster',
]

const isAccountType = (value: unknown): value is AuthAccountType =>
  value === 'eoa' || value === 'smartAccount'

/**
 * The auth controller: drives EmailLogin, EmailVerifyOtp, EmailVerifyDevice, ConnectingSocial,
 * ConnectingFarcaster and the UpdateEmail views over the app's {@link AuthProvider}, then connects
 * the `ID_AUTH` connector and fills the account's user, social provider and account type.
 *
 * @param state - The instance's auth slice.
 * @param deps - Provider, connect and navigation (the rest of {@link AuthContext}).
 * It listens to the provider's `watchUser` (when it has one) and reads the user again when told.
 *
 * @returns `actions` and `dispose` (stops an email-change poll).
 * @example
 * ```ts
 * const auth = createAuthController(state.auth, deps)
 * await auth.actions.connectEmail('a@example.com')
 * ```
 */
export function createAuthController(state: AuthState, deps: Omit<AuthContext, 'state'>) {
  const { router } = deps
  const clock = deps.clock ?? systemClock()
  let generation = 0
  // the user reads started (restore): only the latest one is applied
  let userReads = 0

  const provider = (): AuthProvider => {
    const value = deps.options?.provider
    if (!value) throw new ConnectionError(AUTH_MESSAGES.authNotConfigured, { code: 'AUTH_NOT_CONFIGURED' })
    return value
  }

  const step = createAuthStep(state)

  const applyUser = (user: AuthUser) => {
    for (const ns of deps.getNamespaces()) {
      deps.patchAccount(ns, {
        user: {
          ...(user.email ? { email: user.email } : {}),
          ...(user.username ? { username: user.username } : {}),
        },
        socialProvider: user.socialProvider,
        ...(ns === 'eip155' && user.preferredAccountType
          ? { preferredAccountType: user.preferredAccountType }
          : {}),
        ...(ns === 'eip155' ? { smartAccountDeployed: user.smartAccountDeployed === true } : {}),
      })
    }
  }

  /** After a login: apply the remembered account type, connect ID_AUTH, fill the account, show Account. */
  async function finishLogin(): Promise<void> {
    const remembered = deps.getStorage().get(PREFERRED_ACCOUNT_TYPE_KEY, isAccountType)
    const before = await provider().getUser()
    if (remembered && before && before.preferredAccountType !== remembered)
      await provider().setPreferredAccountType({ type: remembered })
    for (const ns of deps.getNamespaces()) await deps.connect(ns)
    const user = await provider().getUser()
    if (user) {
      state.email = user.email
      applyUser(user)
    }
    // sign-in (SIWXSignMessage, DataCapture) may have taken over after the connect: leave it there
    if (LOGIN_VIEWS.includes(router.getView())) router.reset('Account')
  }

  /** The trimmed email, or the "Invalid email" error (in state, shown under the field) and a ValidationError before anything is sent. */
  const emailOrWarn = (input: unknown): string => {
    try {
      return assertEmail(input)
    } catch (error) {
      state.error = AUTH_MESSAGES.invalidEmail
      throw error
    }
  }

  const actions: AuthActions = {
    async connectEmail(input) {
      const email = emailOrWarn(input)
      await step(async () => {
        state.email = email
        const { action } = await provider().connectEmail({ email })
        if (action !== 'VERIFY_OTP') {
          router.push('EmailVerifyDevice', { email })
          await provider().connectDevice()
        }
        noteCodeSent(state, email)
        router.push('EmailVerifyOtp', { email })
      })
    },
    async verifyOtp(otp) {
      if (typeof otp !== 'string' || !/^\d{6}$/.test(otp.trim()))
        throw new ValidationError(AUTH_MESSAGES.otpFailed, { code: 'INVALID_OTP' })
      const check = () => provider().connectOtp({ otp: otp.trim() })
      await step(check, AUTH_MESSAGES.otpFailed).catch((error: unknown) => rethrowCodeRefusal(state, error))
      noteCodeSent(state, undefined)
      await step(finishLogin)
    },
    resendOtp: () => step(() => provider().resendOtp()).then(() => noteCodeSent(state, state.codeSentTo)),
    continueWithCode() {
      // a dead code still says why Resend is the way on
      state.error = state.needsNewCode ? AUTH_MESSAGES.otpFailed : undefined
      if (state.codeSentTo) router.push('EmailVerifyOtp', { email: state.codeSentTo })
    },
    connectSocial(social) {
      // Opened before any await: browsers only allow popups within the user's click.
      const popup = deps.options ? openSocialPopup(deps.options.openWindow) : null
      return step(async () => {
        const target =
          deps.options?.getMessageTarget?.() ?? (typeof window === 'undefined' ? undefined : window)
        state.socialProvider = social
        router.push('ConnectingSocial', { socialProvider: social })
        // closing the modal abandons the login: the popup closes and the next poll ends it
        const stopWatching = deps.onModalClose?.(() => popup?.close())
        try {
          await runSocialLogin({ popup, provider: provider(), social, target })
        } catch (error) {
          popup?.close()
          if (router.getView() === 'ConnectingSocial') router.goBack()
          throw error
        } finally {
          stopWatching?.()
        }
        await finishLogin()
      })
    },
    connectFarcaster: () =>
      step(async () => {
        router.push('ConnectingFarcaster', { socialProvider: 'farcaster' })
        const { uri } = await provider().getFarcasterUri()
        // Shown as a link: only a web page, never javascript: or data:.
        const link = toSafeLinkUrl(uri)
        if (!link)
          throw new ConnectionError(MESSAGES.failedToInitiateSocial, {
            details: 'The Farcaster sign-in link is not an https URL',
          })
        state.farcasterUri = link
        await provider().connectFarcaster()
        state.farcasterUri = undefined
        await finishLogin()
      }),
    connectPasskey: (mode = 'signIn') =>
      step(async () => {
        const service = provider()
        if (!service.connectPasskey)
          throw new ConnectionError(AUTH_MESSAGES.passkeyUnavailable, { code: 'PASSKEY_UNAVAILABLE' })
        // the frame's own prompt and the authenticator ask; Connect stays behind them
        await service.connectPasskey({ mode })
        await finishLogin()
      }),
    async updateEmail(input) {
      const newEmail = emailOrWarn(input)
      await step(async () => {
        await provider().updateEmail({ email: newEmail })
        state.newEmail = newEmail
        router.push('UpdateEmailPrimaryOtp', { ...(state.email ? { email: state.email } : {}), newEmail })
      })
    },
    verifyUpdateEmailPrimaryOtp: (otp) =>
      step(async () => {
        await provider().updateEmailPrimaryOtp({ otp })
        router.push('UpdateEmailSecondaryOtp', { ...(state.newEmail ? { newEmail: state.newEmail } : {}) })
      }, AUTH_MESSAGES.otpFailed),
    async verifyUpdateEmailSecondaryOtp(otp) {
      await step(() => provider().updateEmailSecondaryOtp({ otp }), AUTH_MESSAGES.otpFailed)
      const wanted = state.newEmail
      const mine = ++generation
      state.awaitingEmailConfirmation = true
      try {
        for (;;) {
          await sleep(clock, CONSTANTS.emailChangePollMs)
          if (mine !== generation) return
          const user = await provider().getUser()
          if (user && user.email === wanted) {
            state.email = user.email
            state.newEmail = undefined
            applyUser(user)
            if (!router.goBackTo('Account')) router.reset('Account')
            return
          }
        }
      } finally {
        if (mine === generation) state.awaitingEmailConfirmation = false
      }
    },
    async setPreferredAccountType(type) {
      if (!isAccountType(type))
        throw new ValidationError(ACCOUNT_TYPE_MESSAGES.unknownType(type), { code: 'INVALID_ACCOUNT_TYPE' })
      await step(() => provider().setPreferredAccountType({ type }))
      deps.getStorage().set(PREFERRED_ACCOUNT_TYPE_KEY, type)
      deps.patchAccount('eip155', { preferredAccountType: type })
      // the account's type and deployment as the wallet has them now (a switch back cleared it)
      await actions.restore()
    },
    async restore() {
      if (!deps.options || !deps.isAuthConnected()) return
      // reads overlap (the wallet's watchUser, an account-type change): the last one started wins,
      // so an earlier read answering late cannot bring back what a later one replaced
      const read = ++userReads
      const user = await provider().getUser()
      if (!user || read !== userReads) return
      state.email = user.email
      applyUser(user)
    },
    async signOut() {
      generation += 1
      await deps.disconnectAuth()
      await provider().signOut()
      Object.assign(state, createInitialAuthState())
    },
  }
  // the wallet tells of a change Latch did not make (the smart account's delegation landed): for
  // the controller's life, as the logins it serves (restore reads only while one is connected)
  deps.options?.provider.watchUser?.(() => void actions.restore().catch(() => undefined))
  return {
    actions,
    dispose() {
      generation += 1
    },
  }
}
