import { type ComponentType, createContext } from 'react'

/**
 * The login methods' components (email field, passkey login, social buttons): their code is a
 * chunk of its own, loaded with the views that list them only when the app offers one of them
 * (`features.email`, `passkey` or `socials`), see `withLoginMethods`.
 *
 * @example
 * ```ts
 * const login: LoginMethods = { EmailForm, PasskeyLogin, SocialButtons }
 * ```
 */
export type LoginMethods = {
  EmailForm: ComponentType<LoginMethodProps>
  PasskeyLogin: ComponentType<LoginMethodProps>
  SocialButtons: ComponentType<LoginMethodProps>
}

/**
 * Props of a login method: `onStart` runs as a login starts, before it (the views that list the
 * ways to connect enter the network the list is for, core's `enterListNetwork`). The view gives it,
 * so the login methods' chunk shares no code with the wallet list (no chunk of its own for it).
 *
 * @example
 * ```tsx
 * <EmailForm onStart={() => enterListNetwork(latch)} />
 * ```
 */
export type LoginMethodProps = { onStart: () => void }

/**
 * React context giving `ConnectMethods` the login methods' components once their code is loaded
 * (`withLoginMethods` provides it around the views that list them). Without it, an app that offers
 * no email, passkey or social login never fetches their code.
 *
 * @example
 * ```tsx
 * <LoginMethodsContext.Provider value={{ EmailForm, PasskeyLogin, SocialButtons }}><ConnectView /></LoginMethodsContext.Provider>
 * ```
 */
export const LoginMethodsContext = createContext<LoginMethods | null>(null)
