import path from 'node:path'
import { TEST_WALLET_ICON, testWalletInitScript } from '@latch/testing/evm'
import { buildSizeApp } from '../examples/size-app/build'
import { serveStatic } from '../tests/consumers/harness/serveStatic'
import { launchChromium } from '../tests/e2e/support/browser'
const dir = path.resolve('test-output/zz-wagmi')
await buildSizeApp('reload-wagmi.html', dir)
const site = await serveStatic(dir)
const browser = await launchChromium()
const context = await browser.newContext()
await context.addInitScript(testWalletInitScript({ rpcUrl: 'http://127.0.0.1:9', chainId: 31337, accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'], info: { uuid: 'x', name: 'Reload Wallet', icon: TEST_WALLET_ICON, rdns: 'dev.latch.reload' }, authorized: true }))
const page = await context.newPage()
page.on('console', (m) => console.log('console', m.type(), m.text()))
page.on('pageerror', (e) => console.log('pageerror', e.message))
await page.goto(`${site.url}/reload-wagmi.html`)
await page.waitForTimeout(500)
await page.click('[data-wagmi-button]')
await page.waitForTimeout(1500)
console.log(await page.evaluate(() => JSON.stringify((window as any).__latchTestWallets['dev.latch.reload'].calls)))
console.log(await page.textContent('[data-wagmi-button]'))
await browser.close(); await site.close()
