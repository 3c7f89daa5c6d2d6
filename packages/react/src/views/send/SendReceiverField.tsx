import { selectActiveNetwork } from '@latch/core'
import { receiverTakesNames } from '@latch/core/views'
import { useId, useState } from 'react'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useT } from '../../hooks/useT'
import { shortenAddress } from '../../utils/shortenAddress'
import { invalidFieldProps } from './invalidFieldProps'
import { SendFieldError } from './SendFieldError'

/**
 * The send form's receiver: an address, or a name resolved to one where the network has names
 * (shown with its image and the shortened address once resolved), and the receiver's problem.
 *
 * @param props - The receiver's problem, if any.
 * @example
 * ```tsx
 * <SendReceiverField error={receiverError} />
 * ```
 */
export function SendReceiverField({ error }: { error: string | undefined }) {
  const latch = useLatchInstance()
  const t = useT()
  const send = useLatchSelector((s) => s.send)
  const takesNames = useLatchSelector((s) => receiverTakesNames(s, selectActiveNetwork(s)?.chainNamespace))
  const receiverId = useId()
  const [receiverText, setReceiverText] = useState(
    () => latch.state.send.receiverProfileName ?? latch.state.send.receiverAddress ?? '',
  )
  return (
    <div data-latch-field="">
      <label htmlFor={receiverId}>{t('send.to')}</label>
      <input
        id={receiverId}
        name="receiver"
        autoComplete="off"
        spellCheck={false}
        placeholder={takesNames ? t('send.receiverPlaceholder') : t('send.receiverPlaceholderAddress')}
        {...invalidFieldProps(receiverId, error, `${receiverId}-profile`)}
        value={receiverText}
        onChange={(event) => {
          setReceiverText(event.target.value)
          void latch.send.setReceiver(event.target.value)
        }}
      />
      <SendFieldError id={receiverId} field="receiver" error={error} />
      <div id={`${receiverId}-profile`} data-latch-receiver-profile="" aria-live="polite">
        {send.receiverResolving ? <span data-latch-hint="">{t('send.lookingUpName')}</span> : null}
        {!send.receiverResolving && send.receiverProfileName && send.receiverAddress ? (
          <>
            {send.receiverProfileImageUrl ? (
              <img src={send.receiverProfileImageUrl} alt="" width={20} height={20} decoding="async" />
            ) : null}
            <bdi data-latch-receiver-name="">{send.receiverProfileName}</bdi>{' '}
            <span data-latch-hint="" title={send.receiverAddress}>
              <bdi>{shortenAddress(send.receiverAddress)}</bdi>
            </span>
          </>
        ) : null}
      </div>
    </div>
  )
}
