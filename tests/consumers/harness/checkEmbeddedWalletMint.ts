import type { DeployedTestContract } from '@latch/testing/evm'
import type { Page } from 'playwright-core'
import { type Address, createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { saveRecoveryKit } from '../../e2e/support/recoveryKit'
import type { FixtureContext } from './fixtureContext'
import type { EmbeddedWalletBackend } from './startEmbeddedWalletBackend'
import { assertCleanPage, dialogOf, openRecordedPage, type WalletPage } from './walletPage'

/**
 * Options of {@link checkEmbeddedWalletMint}.
 *
 * @example
 * ```ts
 * const options: EmbeddedWalletMintOptions = { funder: 5, url: site.url, nft, backend }
 * ```
 */
export type EmbeddedWalletMintOptions = {
  /** The dev-chain account that funds the embedded wallet's account. */
  funder: number
  /** The built app's URL. */
  url: string
  nft: DeployedTestContract
  /** The running backend the app was built against; undefined when it or the build failed. */
  backend: EmbeddedWalletBackend | undefined
}

const EMAIL = 'wagmi-visitor@example.com'

/** What shows whether a transaction happened: the NFT supply, the account's nonce, the chain's height. */
type ChainFacts = { supply: bigint; nonce: number; block: bigint }

/**
 * The wagmi fixture with the embedded wallet (issue 27, proof 1, second part), in Chromium with no
 * wallet injected: wagmi's "Connect" opens Latch's modal, the visitor signs in by email (the code
 * read from the backend's dev mailbox) and the embedded wallet's account is wagmi's; funded from a
 * dev-chain account, wagmi's `useWriteContract` mint opens Latch's ApproveTransaction and nothing
 * reaches the chain until Approve, which mints to that account; Reject makes `useWriteContract`
 * report viem's `UserRejectedRequestError` and mints nothing.
 *
 * @param context - The fixture's context.
 * @param options - See {@link EmbeddedWalletMintOptions}.
 * @example
 * ```ts
 * await checkEmbeddedWalletMint(context, { funder: 5, url: site.url, nft, backend })
 * ```
 */
export async function checkEmbeddedWalletMint(
  context: FixtureContext,
  options: EmbeddedWalletMintOptions,
): Promise<void> {
  const { checks, name } = context
  const names = {
    signIn: `${name}: with the embedded wallet, wagmi's connect opens Latch's modal, an email sign-in connects, and wagmi's account is the embedded wallet's`,
    approve: `${name}: useWriteContract's mint on the embedded wallet waits in Latch's ApproveTransaction with no transaction sent, and Approve mints to the embedded account`,
    reject: `${name}: Reject in ApproveTransaction makes useWriteContract report viem's UserRejectedRequestError, and nothing is minted`,
  }
  const { backend } = options
  if (!backend) {
    for (const check of Object.values(names)) checks.fail(check, 'the backend or the build failed')
    return
  }
  const chain = await context.chain()
  const client = createPublicClient({ transport: http(chain.url) })
  const wallet = await openPage(context, options.url)
  const { page } = wallet
  let address: Address | undefined
  const facts = async (): Promise<ChainFacts> => ({
    supply: (await client.readContract({
      address: options.nft.address,
      abi: options.nft.abi,
      functionName: 'totalSupply',
    })) as bigint,
    nonce: address ? await client.getTransactionCount({ address, blockTag: 'pending' }) : 0,
    block: await client.getBlockNumber({ cacheTime: 0 }),
  })
  try {
    const signedIn = await checks.run(names.signIn, async () => {
      await page.getByRole('button', { name: 'Connect with wagmi', exact: true }).click()
      const modal = dialogOf(page)
      await modal.getByRole('heading', { name: 'Connect Wallet' }).waitFor()
      const form = modal.locator('[data-latch-email-input-form]')
      await form.locator('input').fill(EMAIL)
      await form.locator('button[type="submit"]').click()
      await modal.locator('[data-latch-view="EmailVerifyOtp"]').waitFor()
      await modal.locator('[data-latch-otp-input]').fill(await backend.codeFor(EMAIL))
      await modal.locator('[data-latch-otp-submit]').click()
      // a new wallet: its key frame shows the recovery kit over the app; the visitor saves it
      await saveRecoveryKit(page)
      const connected = page.locator('[data-wagmi-status="connected"]')
      await connected.waitFor()
      const wagmiAddress = (await connected.getAttribute('data-wagmi-address')) as Address
      const latch = page.locator(`[data-latch-email="${EMAIL}"]`)
      await latch.waitFor()
      const latchAddress = await latch.getAttribute('data-latch-address')
      if (latchAddress?.toLowerCase() !== wagmiAddress.toLowerCase())
        throw new Error(`wagmi's account ${wagmiAddress} is not the embedded wallet's ${latchAddress}`)
      address = wagmiAddress
      if (await modal.isVisible()) await page.keyboard.press('Escape')
      await modal.waitFor({ state: 'hidden' })
    })
    const fundedAddress = address
    if (!signedIn || !fundedAddress) {
      checks.fail(names.approve, 'the email sign-in failed')
      checks.fail(names.reject, 'the email sign-in failed')
      return
    }
    const minted = await checks.run(names.approve, async () => {
      const funder = chain.accounts[options.funder]
      if (!funder) throw new Error(`The dev chain has no account ${options.funder}`)
      const faucet = createWalletClient({
        account: privateKeyToAccount(funder.privateKey),
        transport: http(chain.url),
      })
      const funding = await faucet.sendTransaction({ to: fundedAddress, value: parseEther('1'), chain: null })
      await client.waitForTransactionReceipt({ hash: funding })
      const before = await facts()
      if (before.nonce !== 0)
        throw new Error(`The new embedded account has sent ${before.nonce} transactions`)
      await page.getByRole('button', { name: 'Mint', exact: true }).click()
      await waitForApproval(page)
      // Let a request that skipped the approval reach the chain before looking.
      await page.waitForTimeout(500)
      assertNothingSent(before, await facts(), 'while ApproveTransaction is open')
      await dialogOf(page).locator('[data-latch-approval-approve]').click()
      await page.locator('[data-minted], [data-wagmi-error]').first().waitFor()
      const error = await page
        .locator('[data-wagmi-error]')
        .textContent({ timeout: 100 })
        .catch(() => null)
      if (error) throw new Error(`useWriteContract failed: ${error}`)
      const owner = await client.readContract({
        address: options.nft.address,
        abi: options.nft.abi,
        functionName: 'ownerOf',
        args: [before.supply + 1n],
      })
      if (String(owner).toLowerCase() !== fundedAddress.toLowerCase())
        throw new Error(`Token ${before.supply + 1n} belongs to ${String(owner)}, not ${fundedAddress}`)
      const after = await facts()
      if (after.nonce !== 1) throw new Error(`The embedded account's nonce is ${after.nonce} after one mint`)
      if (await dialogOf(page).isVisible()) await page.keyboard.press('Escape')
    })
    if (!minted) {
      checks.fail(names.reject, 'the approved mint failed')
      return
    }
    await checks.run(names.reject, async () => {
      const before = await facts()
      await page.getByRole('button', { name: 'Mint', exact: true }).click()
      await waitForApproval(page)
      await dialogOf(page).locator('[data-latch-approval-reject]').click()
      const error = page.locator('[data-wagmi-error]')
      await error.waitFor()
      if ((await error.getAttribute('data-user-rejected')) !== 'true')
        throw new Error(
          `useWriteContract's error is not a UserRejectedRequestError: ${await error.textContent()}`,
        )
      await page.waitForTimeout(500)
      assertNothingSent(before, await facts(), 'after Reject')
      assertCleanPage(wallet)
    })
  } finally {
    await wallet.context.close()
  }
}

/** A page with no wallet injected, recording console warnings and scripts as {@link WalletPage}s do. */
async function openPage(context: FixtureContext, url: string): Promise<WalletPage> {
  return openRecordedPage(await context.browser(), url)
}

/** Waits until Latch's modal shows ApproveTransaction. */
async function waitForApproval(page: Page): Promise<void> {
  await dialogOf(page).locator('[data-latch-view="ApproveTransaction"]').waitFor()
}

/** Throws unless the supply, the account's nonce (pending included) and the chain's height are unchanged. */
function assertNothingSent(before: ChainFacts, after: ChainFacts, when: string): void {
  if (after.supply !== before.supply || after.nonce !== before.nonce || after.block !== before.block)
    throw new Error(
      `A transaction was sent ${when}: supply ${before.supply} → ${after.supply}, nonce ${before.nonce} → ${after.nonce}, block ${before.block} → ${after.block}`,
    )
}
