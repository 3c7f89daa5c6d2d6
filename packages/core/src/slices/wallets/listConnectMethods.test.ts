import { describe, expect, it } from 'vitest'
import { listConnectMethods } from './listConnectMethods'

const order = ['email', 'social', 'wallet'] as const

describe('listConnectMethods: the ways to connect a list offers for one family', () => {
  it("a plain Connect list offers every method in the app's order", () => {
    expect(listConnectMethods(order, { only: undefined, adding: false })).toEqual([
      'email',
      'social',
      'wallet',
    ])
  })

  it('a network of a family the email and social wallet serves (Solana) keeps email and social beside its wallets', () => {
    expect(listConnectMethods(order, { only: 'solana', adding: false })).toEqual([
      'email',
      'social',
      'wallet',
    ])
  })

  it('a family it does not serve (Stacks), and "Add wallet" of any family, offer the wallets only', () => {
    expect(listConnectMethods(order, { only: 'stacks', adding: false })).toEqual(['wallet'])
    expect(listConnectMethods(order, { only: 'eip155', adding: true })).toEqual(['wallet'])
  })
})
