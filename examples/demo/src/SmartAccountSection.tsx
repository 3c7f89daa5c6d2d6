import {
  useCallsStatus,
  useLatchAccount,
  useLatchInstance,
  useLatchNetwork,
  useSendCalls,
} from '@latch/react'
import { useCallback, useEffect, useState } from 'react'
import type { DemoConfig, DemoSmartAccountConfig } from '../demoConfig'
import { type BatchOutcome, BatchOutcomeView, batchError } from './BatchOutcome'
import { demoAccountCode } from './demoAccountCode'
import { waitForBatch } from './demoBatch'
import { demoMintCall } from './demoMintLtk'

/**
 * The embedded wallet's "Smart account" setting and the sponsored mint: the switch changes the
 * account type through Latch (`latch.auth.setPreferredAccountType`); the card shows the type and
 * whether the account is deployed (its code on chain: `0xef0100` and Simple7702Account's address
 * once the first user operation delegated it by EIP-7702). "Sponsored mint" sends one call,
 * minting 100 LTK to the account, through `latch.sendCalls`: one user operation whose gas the
 * app's paymaster pays, so an account with 0 ETH needs no faucet. Its batch id and status show as
 * in the Batched calls card.
 *
 * @param props - The demo config, the smart account's settings and the visitor's EVM address.
 * @example
 * ```tsx
 * <SmartAccountSection config={config} smart={config.embeddedWallet.smartAccount} address={address} />
 * ```
 */
export function SmartAccountSection(props: {
  config: DemoConfig
  smart: DemoSmartAccountConfig
  address: string
}) {
  const { config, smart, address } = props
  const latch = useLatchInstance()
  const account = useLatchAccount({ namespace: 'eip155' })
  const network = useLatchNetwork({ namespace: 'eip155' }).caipNetwork
  const sendCalls = useSendCalls()
  const { getCallsStatus } = useCallsStatus()
  const [code, setCode] = useState<string | undefined>(undefined)
  const [switching, setSwitching] = useState(false)
  const [outcome, setOutcome] = useState<BatchOutcome | undefined>(undefined)
  const smartType = account.preferredAccountType === 'smartAccount'
  const onChain = network?.id === String(smart.chainId)
  const delegation = `0xef0100${smart.implementation.slice(2).toLowerCase()}`
  const deployed = account.smartAccountDeployed || code === delegation

  const readCode = useCallback(async () => {
    setCode(await demoAccountCode(config, address).catch(() => undefined))
  }, [config, address])
  useEffect(() => {
    void readCode()
  }, [readCode])

  const choose = async (type: 'eoa' | 'smartAccount') => {
    setSwitching(true)
    setOutcome(undefined)
    try {
      await latch.auth.setPreferredAccountType(type)
      await readCode()
    } catch (error) {
      setOutcome(batchError(error))
    } finally {
      setSwitching(false)
    }
  }
  const mint = async () => {
    setOutcome({ kind: 'sending' })
    try {
      const { id } = await sendCalls({ calls: [demoMintCall(config, address)] })
      setOutcome({ kind: 'sent', id })
      await waitForBatch(getCallsStatus, id, (status) => setOutcome({ kind: 'sent', id, status }))
      await Promise.all([readCode(), latch.accountData.fetchTokenBalances({ force: true })])
    } catch (error) {
      setOutcome(batchError(error))
    }
  }

  return (
    <div className="demo-smart-account" data-demo-smart-account="">
      <h3>Smart account</h3>
      <label className="demo-switch">
        <input
          type="checkbox"
          checked={smartType}
          disabled={switching}
          data-demo-smart-account-switch=""
          onChange={(event) => void choose(event.target.checked ? 'smartAccount' : 'eoa')}
        />
        Smart account: same address, gas paid by the app
      </label>
      <dl className="demo-facts">
        <dt>Account type</dt>
        <dd data-demo-account-type={account.preferredAccountType}>
          {smartType ? 'Smart account (EIP-7702, ERC-4337)' : 'Plain account (EOA)'}
        </dd>
        <dt>Deployed</dt>
        <dd data-demo-smart-deployed={String(deployed)}>
          {deployed
            ? 'Yes: delegated to Simple7702Account'
            : smartType
              ? 'Not yet: the first operation delegates it'
              : 'No'}
        </dd>
        <dt>Code</dt>
        <dd>
          <code data-demo-account-code={code ?? ''}>
            {code === undefined ? '…' : code === '0x' ? 'none' : code}
          </code>
        </dd>
      </dl>
      {smartType ? (
        onChain ? (
          <div className="demo-row">
            <button
              type="button"
              disabled={outcome?.kind === 'sending'}
              data-demo-sponsored-mint=""
              onClick={() => void mint()}
            >
              Sponsored mint: 100 LTK
            </button>
          </div>
        ) : (
          <p className="demo-hint">
            Switch to {config.evmChains[0]?.name ?? 'the first dev chain'} for the sponsored mint.
          </p>
        )
      ) : (
        <p className="demo-hint">
          Turn Smart account on to mint test tokens with no ETH: the app's paymaster pays the gas.
        </p>
      )}
      <div data-demo-sponsored-mint-outcome="">
        <BatchOutcomeView outcome={outcome} />
      </div>
    </div>
  )
}
