import type { AuthAccountType } from '@latch/core'
import { useId } from 'react'
import { useLatchAccount } from '../../hooks/useLatchAccount'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useT } from '../../hooks/useT'

const ACCOUNT_TYPES = [
  { type: 'eoa', label: 'profile.accountType.eoa' },
  { type: 'smartAccount', label: 'profile.accountType.smartAccount' },
] as const satisfies readonly { type: AuthAccountType; label: string }[]

/**
 * The email and social wallet's preferred EVM account type (EOA or smart account), in ProfileWallets.
 * Once the smart account is on chain, it says what switching back does (a transaction the account
 * pays, which clears the upgrade).
 *
 * @param props - `disabled` while the auth service is busy.
 * @example
 * ```tsx
 * <AccountTypeChoice disabled={snap.auth.loading} />
 * ```
 */
export function AccountTypeChoice({ disabled }: { disabled: boolean }) {
  const latch = useLatchInstance()
  const t = useT()
  const evm = useLatchAccount({ namespace: 'eip155' })
  const typeName = useId()
  return (
    <fieldset data-latch-account-type="" disabled={disabled}>
      <legend>{t('profile.accountType')}</legend>
      {ACCOUNT_TYPES.map(({ type, label }) => (
        <label key={type} data-latch-account-type-option={type}>
          <input
            type="radio"
            name={typeName}
            value={type}
            checked={evm.preferredAccountType === type}
            onChange={() => void latch.auth.setPreferredAccountType(type).catch(() => undefined)}
          />
          {t(label)}
        </label>
      ))}
      {evm.preferredAccountType === 'smartAccount' && evm.smartAccountDeployed ? (
        <p data-latch-account-type-hint="">{t('profile.accountType.switchBack')}</p>
      ) : null}
    </fieldset>
  )
}
