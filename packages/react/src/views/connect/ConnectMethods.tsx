import { enterListNetwork, listConnectMethods } from '@latch/core/views'
import { Fragment, useContext } from 'react'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { selectWalletListState } from '../../utils/selectWalletListState'
import { ConnectWalletList } from './ConnectWalletList'
import { LoginMethodsContext } from './LoginMethodsContext'

/**
 * The ways to connect, in the SPEC §2 order (wallet first when wallets are installed; else email,
 * social, wallet), for the family the list is for (core's `listConnectMethods`): all of them on
 * Connect; a network's family in SwitchActiveChain (email and social where the email and social
 * wallet serves it); the wallets only for "Add wallet". The email, passkey and social components come
 * from {@link LoginMethodsContext}: their code loads with the view only when the app offers them.
 *
 * @param props - `adding`: the list adds a wallet beside the ones there are ("Add wallet").
 * @example
 * ```tsx
 * <ConnectMethods adding={false} />
 * ```
 */
export function ConnectMethods({ adding }: { adding: boolean }) {
  const latch = useLatchInstance()
  const snap = useLatchSelector(selectWalletListState)
  const order = listConnectMethods(latch.connections.getConnectMethodOrder(), { only: snap.only, adding })
  const { email, socials, passkey } = snap.options.features
  // loaded with the view when the app offers one of them (else none of them is offered)
  const login = useContext(LoginMethodsContext)
  const onStart = () => void enterListNetwork(latch)
  return (
    <>
      {order.map((method) => {
        // passkey login sits with email (issue 30), under the email field
        if (method === 'email')
          return (
            <Fragment key="email">
              {email && login ? <login.EmailForm onStart={onStart} /> : null}
              {passkey && login ? <login.PasskeyLogin onStart={onStart} /> : null}
            </Fragment>
          )
        if (method === 'social')
          return socials && socials.length > 0 && login ? (
            <login.SocialButtons key="social" onStart={onStart} />
          ) : null
        return <ConnectWalletList key="wallet" />
      })}
    </>
  )
}
