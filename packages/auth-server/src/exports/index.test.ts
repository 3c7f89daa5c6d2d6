import { expect, it } from 'vitest'
import * as server from './index'

it('exports exactly the auth-service entry points from @latch/auth-server', () => {
  expect(Object.keys(server).sort()).toEqual(['createSmtpTransport', 'startAuthService'])
})
