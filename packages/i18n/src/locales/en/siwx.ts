/**
 * The English words of the sign-in view (SIWXSignMessage). They load with the view that shows them, not with the i18n
 * runtime: the view hands them to the instance's translator before it renders
 * (`useViewTranslation(enSiwx)` in `@latch/react`). Every other locale keeps these keys in its one
 * chunk; `MessageKey` and the locale checks cover them as every other key.
 *
 * @example
 * ```ts
 * enSiwx['siwx.sign'] // 'Sign'
 * ```
 */
export const enSiwx = {
  'siwx.needsConnect': '{app} needs to connect to your wallet',
  'siwx.needsConnectUnnamed': 'This app needs to connect to your wallet',
  'siwx.proveOwnership':
    'Sign this message to prove you own {address}. It costs nothing and sends no transaction.',
  'siwx.proveOwnershipWallet':
    'Sign this message to prove you own this wallet. It costs nothing and sends no transaction.',
  'siwx.sign': 'Sign',
  'siwx.signing': 'Signing…',
} as const
