import type { ComponentType } from 'react'
import { type LoginMethods, LoginMethodsContext } from './LoginMethodsContext'

/**
 * The view with the login methods' components around it ({@link LoginMethodsContext}), for
 * `ConnectMethods` inside it. It sits with the view loaders in the modal frame's chunk (the
 * components come in their own chunk, `LOGIN_METHODS`), so the context's code is not a chunk of its
 * own that every view's load would request.
 *
 * @param View - A view that lists the ways to connect (Connect, SwitchActiveChain).
 * @param methods - The loaded login methods.
 * @returns The view, with the login methods available to it.
 * @example
 * ```ts
 * const Connect = withLoginMethods(ConnectView, LOGIN_METHODS)
 * ```
 */
export function withLoginMethods(View: ComponentType, methods: LoginMethods): ComponentType {
  return function WithLoginMethods() {
    return (
      <LoginMethodsContext.Provider value={methods}>
        <View />
      </LoginMethodsContext.Provider>
    )
  }
}
