import { describe, expect, it } from 'vitest'
import { pairingDeepLink } from './pairingDeepLink'

const uri = 'wc:7f6e@2?relay-protocol=irn&symKey=58'
const encoded = 'wc%3A7f6e%402%3Frelay-protocol%3Dirn%26symKey%3D58'

describe('pairingDeepLink', () => {
  it('opens a wallet app scheme on the pairing URI, encoded', () => {
    expect(pairingDeepLink('metamask://', uri)).toBe(`metamask://wc?uri=${encoded}`)
    expect(pairingDeepLink('okex://main', uri)).toBe(`okex://main/wc?uri=${encoded}`)
    expect(pairingDeepLink('trust', uri)).toBe(`trust://wc?uri=${encoded}`)
  })

  it('turns a web link into a universal link on the pairing URI', () => {
    expect(pairingDeepLink('https://app.example', uri)).toBe(`https://app.example/wc?uri=${encoded}`)
    expect(pairingDeepLink('https://app.example/', uri)).toBe(`https://app.example/wc?uri=${encoded}`)
  })
})
