import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevChain, startDevChain } from './startDevChain'
import { testWalletInitScript } from './testWalletInitScript'
import { TEST_WALLET_ICON, type TestWalletProvider } from './testWalletTypes'

let chain: DevChain
beforeAll(async () => {
  chain = await startDevChain()
})
afterAll(async () => {
  await chain?.stop()
})

type PageWallet = {
  provider: TestWalletProvider
  rejectNext(rule?: { method?: string }): void
  switchAccount(address: string): void
}
type FakeWindow = EventTarget & { ethereum?: unknown; __latchTestWallets?: Record<string, PageWallet> }

/** Runs the script as a page would, with an EventTarget standing in for `window`. */
function runInFakePage(script: string): { win: FakeWindow; announced: string[] } {
  const win: FakeWindow = new EventTarget()
  const announced: string[] = []
  win.addEventListener('eip6963:announceProvider', (e) =>
    announced.push((e as CustomEvent<{ info: { rdns: string } }>).detail.info.rdns),
  )
  new Function('window', script)(win)
  return { win, announced }
}

describe('test wallet browser injection script', () => {
  const info = { uuid: 'page-1', name: 'Page Wallet', icon: TEST_WALLET_ICON, rdns: 'dev.latch.page' }

  it('announces on load and on requestProvider, and sets window.ethereum only when legacy', () => {
    const script = testWalletInitScript({
      rpcUrl: chain.url,
      chainId: chain.chainId,
      accounts: [chain.accounts[0]!.address],
      info,
    })
    const { win, announced } = runInFakePage(script)
    win.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(announced).toEqual(['dev.latch.page', 'dev.latch.page'])
    expect(win.ethereum).toBeUndefined()
    const legacy = runInFakePage(
      testWalletInitScript({ rpcUrl: chain.url, chainId: 1, accounts: ['0x01'], info, legacy: true }),
    )
    expect(legacy.win.ethereum).toBe(legacy.win.__latchTestWallets?.['dev.latch.page']?.provider)
  })

  it('connects, forwards signing to the unlocked dev chain account, and can be scripted to reject', async () => {
    const accounts = [chain.accounts[0]!.address, chain.accounts[1]!.address]
    const { win } = runInFakePage(
      testWalletInitScript({ rpcUrl: chain.url, chainId: chain.chainId, accounts, info }),
    )
    const wallet = win.__latchTestWallets!['dev.latch.page']!
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).toEqual(accounts)
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    const signature = await wallet.provider.request({
      method: 'personal_sign',
      params: ['0x6869', accounts[0]],
    })
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    wallet.rejectNext({ method: 'personal_sign' })
    await expect(
      wallet.provider.request({ method: 'personal_sign', params: ['0x6869', accounts[0]] }),
    ).rejects.toMatchObject({ code: 4001 })
    const changed: unknown[] = []
    wallet.provider.on('accountsChanged', (a) => changed.push(a))
    wallet.switchAccount(accounts[1]!)
    expect(changed).toEqual([[accounts[1], accounts[0]]])
  })
})
