import { BrowserProvider } from 'ethers'
import {
  BaseError,
  type createPublicClient,
  createWalletClient,
  custom,
  UserRejectedRequestError as ViemUserRejectedRequestError,
} from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, EmbeddedWalletWorld } from '../embeddedWallet/embeddedWalletWorld'
import { pendingApproval, startFundedVisitor } from '../embeddedWallet/fundedVisitor'

let world: EmbeddedWalletWorld
let browser: Browser
let evm: `0x${string}`
let client: ReturnType<typeof createPublicClient>

beforeAll(async () => {
  ;({ world, browser, evm, client } = await startFundedVisitor('ada-providers@example.com', 10n ** 19n))
})
afterAll(async () => {
  await world?.stop()
})

/** The connected provider (the email login connected the embedded wallet on eip155). */
function provider() {
  const found = browser.latch.getProvider('eip155')
  if (!found) throw new Error('the embedded wallet is connected, so getProvider answers')
  return found
}

const signed = () => browser.frame.log.requests.filter((r) => r.method === 'evm_signTransaction').length

describe("latch.getProvider('eip155') on the embedded wallet", () => {
  it('is a provider routed through Latch, not the embedded-wallet service object (which skips approval)', () => {
    expect(browser.latch.getState().connections.activeConnectorIds.eip155).toBe('ID_AUTH')
    expect(provider()).not.toBe(browser.provider)
    expect(provider()).toBe(browser.latch.getProvider('eip155'))
  })

  it('an ethers v6 send waits for ApproveTransaction, nothing is signed or sent before approval, then the receiver is paid', async () => {
    const to = privateKeyToAddress(generatePrivateKey())
    const amount = 250_000_000_000_000_000n
    const signer = await new BrowserProvider(provider()).getSigner()
    expect(signer.address.toLowerCase()).toBe(evm.toLowerCase())
    const nonce = await client.getTransactionCount({ address: evm })
    const signedBefore = signed()
    const sending = signer.sendTransaction({ to, value: amount })
    const pending = await pendingApproval(browser.latch)
    expect(pending).toMatchObject({ namespace: 'eip155', method: 'eth_sendTransaction' })
    expect(browser.latch.getState().router.view).toBe('ApproveTransaction')
    expect(signed()).toBe(signedBefore)
    expect(await client.getTransactionCount({ address: evm })).toBe(nonce)
    expect(await client.getBalance({ address: to })).toBe(0n)

    expect(browser.latch.approval.approve(pending.id)).toBe(true)
    const tx = await sending
    const receipt = await client.waitForTransactionReceipt({
      hash: tx.hash as `0x${string}`,
      pollingInterval: 50,
    })
    expect(receipt).toMatchObject({ status: 'success', from: evm.toLowerCase(), to: to.toLowerCase() })
    expect(await client.getBalance({ address: to })).toBe(amount)
    expect(signed()).toBe(signedBefore + 1)
  })

  it('a viem WalletClient send declined in ApproveTransaction rejects as user-rejected and sends nothing', async () => {
    const to = privateKeyToAddress(generatePrivateKey())
    const wallet = createWalletClient({ account: evm, transport: custom(provider()) })
    const nonce = await client.getTransactionCount({ address: evm })
    const signedBefore = signed()
    const sending = wallet.sendTransaction({ to, value: 1n, chain: null }).catch((e: unknown) => e)
    const pending = await pendingApproval(browser.latch)
    expect(pending).toMatchObject({ namespace: 'eip155', method: 'eth_sendTransaction' })
    expect(browser.latch.approval.decline(pending.id)).toBe(true)
    const error = await sending
    // viem reads the rejection's EIP-1193 code (4001) as its own user-rejected error
    expect(error).toBeInstanceOf(BaseError)
    expect((error as BaseError).walk((e) => e instanceof ViemUserRejectedRequestError)).toBeInstanceOf(
      ViemUserRejectedRequestError,
    )
    expect(browser.latch.getState().approval.pending).toEqual([])
    expect(signed()).toBe(signedBefore)
    expect(await client.getTransactionCount({ address: evm })).toBe(nonce)
    expect(await client.getBalance({ address: to })).toBe(0n)
  })
})
