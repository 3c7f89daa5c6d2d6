import type { Latch } from '@latch/core'
import {
  createStacksConnectRequest,
  type StacksConnectMethods,
  type StacksConnectParams,
  type StacksConnectResult,
} from '@latch/stacks/connect'
import type { request as connectRequest, MethodParams, MethodResult, Methods } from '@stacks/connect'
import { describe, expectTypeOf, it } from 'vitest'

declare const latch: Latch

/** Each of @stacks/connect's parameter types is accepted by ours, and each of our results is one of its. */
type ParamsAccepted = {
  [M in keyof Methods]: MethodParams<M> extends StacksConnectParams<M> ? true : M
}[keyof Methods]
type ResultsAccepted = {
  [M in keyof Methods]: StacksConnectResult<M> extends MethodResult<M> ? true : M
}[keyof Methods]
/** And the other way: what our types take, @stacks/connect's take too (no method of ours is stricter or looser). */
type ParamsMatch = {
  [M in keyof Methods]: StacksConnectParams<M> extends MethodParams<M> ? true : M
}[keyof Methods]

describe('@latch/stacks/connect types match @stacks/connect 8', () => {
  it('has every method name of @stacks/connect, with parameters and results both ways assignable', () => {
    expectTypeOf<Exclude<keyof Methods, keyof StacksConnectMethods>>().toBeNever()
    expectTypeOf<ParamsAccepted>().toEqualTypeOf<true>()
    expectTypeOf<ResultsAccepted>().toEqualTypeOf<true>()
    expectTypeOf<ParamsMatch>().toEqualTypeOf<true>()
  })

  it("createStacksConnectRequest returns a function that stands in for @stacks/connect's request", () => {
    const request = createStacksConnectRequest(latch)
    expectTypeOf(request).toMatchTypeOf<typeof connectRequest>()
    expectTypeOf(request('stx_transferStx', { recipient: 'ST1', amount: '1000' })).resolves.toEqualTypeOf<
      StacksConnectResult<'stx_transferStx'>
    >()
    // @ts-expect-error not a @stacks/connect method
    void request('eth_sendTransaction', {})
  })
})
