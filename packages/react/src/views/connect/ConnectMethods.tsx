import { listConnectMethods } from '@latch/core/views'
import { Fragment } from 'react'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { selectWalletListState } from '../../utils/selectWalletListState'
import { ConnectWalletList } from './ConnectWalletList'
import { EmailForm } from './EmailForm'
import { PasskeyLogin } from './PasskeyLogin'
import { SocialButtons } from './SocialButtons'

/**
 * The ways to connect, in the SPEC §2 order (wallet first when wallets are installed; else email,
 * social, wallet), for the family the list is for (core's `listConnectMethods`): all of them on
 * Connect; a network's family in SwitchActiveChain (email and social where the email and social
 * wallet serves it); the wallets only for "Add wallet".
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
  return (
    <>
      {order.map((method) => {
        // passkey login sits with email (issue 30), under the email field
        if (method === 'email')
          return (
            <Fragment key="email">
              {email ? <EmailForm /> : null}
              {passkey ? <PasskeyLogin /> : null}
            </Fragment>
          )
        if (method === 'social') return socials && socials.length > 0 ? <SocialButtons key="social" /> : null
        return <ConnectWalletList key="wallet" />
      })}
    </>
  )
}
