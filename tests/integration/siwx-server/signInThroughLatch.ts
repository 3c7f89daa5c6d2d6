import type { Latch } from '@latch/core'
import { expect, vi } from 'vitest'
import type { cookieJar, startKit } from './kitWorld'

/**
 * The user's side of a server sign-in, through createLatch: the sign view opens after connect, the
 * user signs, the session is kept by the kit (the protected endpoint answers 200 and the modal
 * knows it is signed in), then the account's sign-in is revoked (401 again).
 */
export async function signInThroughLatch(
  latch: Latch,
  app: Awaited<ReturnType<typeof startKit>>,
  browser: ReturnType<typeof cookieJar>,
  account: { chainId: string; address: string },
) {
  expect((await browser.fetch(`${app.origin}/api/me`)).status).toBe(401)
  await vi.waitFor(() => expect(latch.getState().router.view).toBe('SIWXSignMessage'))
  const session = await latch.siwx.requestSignMessage()
  expect(session?.data).toMatchObject({ chainId: account.chainId, accountAddress: account.address })
  expect(latch.getState().siwx.hasSession).toBe(true)
  const me = await browser.fetch(`${app.origin}/api/me`)
  expect(me.status).toBe(200)
  expect(await me.json()).toEqual({ accounts: [account.address] })
  return session!
}
