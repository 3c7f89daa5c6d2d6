import { expect, it } from 'vitest'
import * as oauth from './oauth'

it('exports exactly the OAuth stand-in entry points from @latch/testing/oauth', () => {
  expect(Object.keys(oauth).sort()).toEqual(['DEFAULT_STAND_IN_USER', 's256Challenge', 'startOAuthStandIn'])
})
