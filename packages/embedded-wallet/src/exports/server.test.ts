import { expect, it } from 'vitest'
import * as server from './server'

it('exports exactly the auth-service entry points from @latch/embedded-wallet/server', () => {
  expect(Object.keys(server).sort()).toEqual(['createSmtpTransport', 'startAuthService'])
})
