'use client'

import { ConnectButton } from '@latch/react'
import { useEffect, useState } from 'react'
import { useAccount, useDisconnect, useWaitForTransactionReceipt, useWriteContract } from 'wagmi'

const nft = (process.env.NEXT_PUBLIC_NFT_ADDRESS ??
  '0x0000000000000000000000000000000000000000') as `0x${string}`
const mintAbi = [
  {
    type: 'function',
    name: 'mint',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'to', type: 'address' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
] as const

/** The app's own wagmi code, unchanged by the move from RainbowKit: account, mint, disconnect. */
export function Wallet() {
  const { address, status } = useAccount()
  const { disconnect } = useDisconnect()
  const { writeContract, data: hash, error } = useWriteContract()
  const receipt = useWaitForTransactionReceipt({ hash })
  // Set only in the browser, after hydration: tells a test the page is interactive.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return (
    <section>
      <ConnectButton />
      <p data-wagmi-status={status} data-wagmi-address={address ?? ''}>
        wagmi: {status} {address}
      </p>
      <button
        type="button"
        disabled={!address}
        onClick={() =>
          address && writeContract({ address: nft, abi: mintAbi, functionName: 'mint', args: [address] })
        }
      >
        Mint
      </button>
      <button type="button" onClick={() => disconnect()}>
        Disconnect
      </button>
      {receipt.isSuccess ? <p data-minted={hash}>Minted</p> : null}
      {error ? <p data-wagmi-error="">{error.message}</p> : null}
      <output data-hydrated={hydrated ? 'yes' : 'no'} />
    </section>
  )
}
