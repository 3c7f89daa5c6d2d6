import { expect, it } from 'vitest'
import * as client from './client'
import * as server from './index'

it('exports exactly the server kit from @latch/siwx-server', () => {
  expect(Object.keys(server).sort()).toEqual([
    'SIWX_SERVER_LIMITS',
    'createMemorySiwxStore',
    'createPostgresSiwxStore',
    'createSiwxHandler',
    'createSqliteSiwxStore',
    'toNodeHandler',
  ])
})

it('exports exactly the browser half from @latch/siwx-server/client', () => {
  expect(Object.keys(client).sort()).toEqual(['createServerSiwx'])
})
