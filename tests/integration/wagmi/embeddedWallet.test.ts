import { createLatchWagmiConfig } from '@latch/wagmi'
import { connect, getAccount, http, signMessage } from '@wagmi/core'
import { defineChain, UserRejectedRequestError, verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { createAuthWorld } from '../auth/authWorld'

/** Ethereum (chain 1) as the auth world's network is; wagmi reads nothing here (a closed loopback port). */
const ethereum = defineChain({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})

/** A wagmi app on Latch, the visitor signed in by email (the embedded wallet's ID_AUTH connection). */
async function signedInApp() {
  const world = await createAuthWorld()
  await world.signInByEmail()
  world.latch.close()
  world.ref.received.length = 0
  const config = createLatchWagmiConfig({
    latch: world.latch,
    chains: [ethereum],
    transports: { [ethereum.id]: http('http://127.0.0.1:9') },
    storage: null,
  })
  await connect(config, { connector: config.connectors[0]! })
  return { ...world, config }
}

/** Resolves once the embedded wallet's request waits in ApproveTransaction. */
async function pendingApproval(latch: Awaited<ReturnType<typeof signedInApp>>['latch']) {
  for (let i = 0; i < 100 && latch.getState().approval.pending.length === 0; i++)
    await new Promise((resolve) => setTimeout(resolve, 5))
  return latch.getState().approval.pending[0]!
}

describe('wagmi on the embedded wallet: requests wait for ApproveTransaction', () => {
  it("the email login's account is wagmi's account", async () => {
    const { config, ref } = await signedInApp()
    const account = getAccount(config)
    expect(account.status).toBe('connected')
    expect(account.address?.toLowerCase()).toBe(ref.publicKeys().evm.toLowerCase())
  })

  it("wagmi's signMessage opens ApproveTransaction and signs only after approval", async () => {
    const { config, latch, ref } = await signedInApp()
    const signing = signMessage(config, { message: 'wagmi on the embedded wallet' })
    const pending = await pendingApproval(latch)
    expect(pending).toMatchObject({ namespace: 'eip155', method: 'personal_sign' })
    expect(latch.getState().router.view).toBe('ApproveTransaction')
    expect(ref.received).toEqual([])
    expect(latch.approval.approve(pending.id)).toBe(true)
    const signature = await signing
    const address = ref.publicKeys().evm as `0x${string}`
    expect(await verifyMessage({ address, message: 'wagmi on the embedded wallet', signature })).toBe(true)
  })

  it("a declined request rejects wagmi's signMessage with UserRejectedRequestError and reaches no wallet", async () => {
    const { config, latch, ref } = await signedInApp()
    const signing = signMessage(config, { message: 'declined' }).catch((e: unknown) => e)
    latch.approval.decline((await pendingApproval(latch)).id)
    const error = await signing
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(ref.received).toEqual([])
  })
})
