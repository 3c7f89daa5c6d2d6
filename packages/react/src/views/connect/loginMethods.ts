// The login methods' chunk: loaded with Connect (and the other views' chunk) only when the app
// offers email, passkey or social login (views/loading/viewLoaders), so an app without them never
// fetches this code and one with them finds it loaded with the view (no flash, no later frame).
import { EmailForm } from './EmailForm'
import type { LoginMethods } from './LoginMethodsContext'
import { PasskeyLogin } from './PasskeyLogin'
import { SocialButtons } from './SocialButtons'

/**
 * The login methods' components, for {@link withLoginMethods} to give the views that list them.
 *
 * @example
 * ```ts
 * const Connect = withLoginMethods(ConnectView, LOGIN_METHODS)
 * ```
 */
export const LOGIN_METHODS: LoginMethods = { EmailForm, PasskeyLogin, SocialButtons }
