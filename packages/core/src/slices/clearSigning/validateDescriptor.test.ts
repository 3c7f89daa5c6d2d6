import { toFunctionSelector } from 'viem'
import { describe, expect, it } from 'vitest'
import { BUILTIN_DESCRIPTORS } from './builtinDescriptors'
import { ClearSigningError } from './ClearSigningError'
import { CLEAR_SIGNING_LIMITS } from './clearSigningLimits'
import { CLEAR_SIGNING_MESSAGES } from './clearSigningMessages'
import { validateDescriptor } from './validateDescriptor'

const swapper = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const good = {
  $schema: 'https://eips.ethereum.org/assets/eip-7730/erc7730-v1.schema.json',
  context: { contract: { deployments: [{ chainId: 31337, address: swapper }] } },
  metadata: { owner: 'Swapper', constants: { max: '0xffff' }, enums: { side: { '0': 'Buy', '1': 'Sell' } } },
  display: {
    definitions: { amountIn: { label: 'You pay', format: 'tokenAmount', params: { tokenPath: 'tokenIn' } } },
    formats: {
      'swap(address tokenIn, uint amountIn, uint8 side, uint256 deadline)': {
        intent: 'Swap',
        fields: [
          {
            $ref: '$.display.definitions.amountIn',
            path: 'amountIn',
            params: { threshold: '$.metadata.constants.max' },
          },
          { path: 'side', label: 'Side', format: 'enum', params: { $ref: '$.metadata.enums.side' } },
          { path: 'deadline', label: 'Deadline', format: 'date', params: { encoding: 'timestamp' } },
        ],
      },
    },
  },
}

const refusal = (input: unknown) => {
  const result = validateDescriptor(input)
  expect(result).toBeInstanceOf(ClearSigningError)
  return result as ClearSigningError
}

describe('validateDescriptor', () => {
  it('reads a good descriptor: deployments, the selector of the canonical signature, fields with $ref, constants and enums resolved', () => {
    const result = validateDescriptor(good)
    expect(result).not.toBeInstanceOf(ClearSigningError)
    if (result instanceof ClearSigningError) return
    expect(result.owner).toBe('Swapper')
    expect(result.deployments).toEqual([{ chainId: 31337, address: swapper.toLowerCase() }])
    const [swap] = result.functions
    expect(swap?.signature).toBe('swap(address,uint256,uint8,uint256)')
    expect(swap?.selector).toBe(toFunctionSelector('swap(address,uint256,uint8,uint256)'))
    expect(swap?.fields).toEqual([
      { path: 'amountIn', label: 'You pay', format: 'tokenAmount', tokenPath: 'tokenIn', threshold: 0xffffn },
      { path: 'side', label: 'Side', format: 'enum', enumLabels: { '0': 'Buy', '1': 'Sell' } },
      { path: 'deadline', label: 'Deadline', format: 'date', encoding: 'timestamp' },
    ])
    // the same descriptor as JSON text reads the same
    expect(validateDescriptor(JSON.stringify(good))).toEqual(result)
  })

  it('reads every built-in descriptor, with the standard selectors', () => {
    const selectors = BUILTIN_DESCRIPTORS.flatMap((d) => {
      const result = validateDescriptor(d)
      if (result instanceof ClearSigningError) throw result
      return result.functions.map((f) => f.selector)
    })
    expect(selectors).toEqual(
      expect.arrayContaining([
        '0xa9059cbb',
        '0x095ea7b3',
        '0x23b872dd',
        '0xa22cb465',
        '0x42842e0e',
        '0xf242432a',
        '0x2eb2c2d6',
        '0xd0e30db0',
        '0x2e1a7d4d',
      ]),
    )
  })

  it('refuses malformed descriptors with INVALID_DESCRIPTOR and the catalogue message, saying what is wrong', () => {
    const cases: [unknown, string][] = [
      [null, 'descriptor is not an object'],
      ['{not json', ''],
      [{ ...good, context: {} }, 'context.contract is not an object'],
      [
        { ...good, display: { formats: { 'f(uint256 a)': { fields: [{ path: 'b', label: 'B' }] } } } },
        'path "b"',
      ],
      [
        {
          ...good,
          display: { formats: { 'f(uint256 a)': { fields: [{ path: 'a', label: 'A', format: 'html' }] } } },
        },
        'not an ERC-7730 format',
      ],
      [
        { ...good, display: { formats: { 'f(uint256 a)': { fields: [{ path: 'a', label: 7 }] } } } },
        'label is not a string',
      ],
      [{ ...good, context: { contract: { deployments: [{ chainId: -1, address: swapper }] } } }, 'chainId'],
      [
        {
          ...good,
          display: {
            formats: { 'f(uint256 a)': { fields: [{ $ref: '$.display.definitions.nope', path: 'a' }] } },
          },
        },
        'not defined',
      ],
    ]
    for (const [input, details] of cases) {
      const error = refusal(input)
      expect(error.code).toBe('INVALID_DESCRIPTOR')
      expect(error.shortMessage).toBe(CLEAR_SIGNING_MESSAGES.invalidDescriptor)
      expect(error.details).toContain(details)
    }
  })

  it('refuses oversized descriptors with DESCRIPTOR_TOO_LARGE: bytes, formats, fields, long texts', () => {
    const formats = Object.fromEntries(
      Array.from({ length: CLEAR_SIGNING_LIMITS.formats + 1 }, (_, i) => [
        `f${i}(uint256 a)`,
        { fields: [] },
      ]),
    )
    const fields = Array.from({ length: CLEAR_SIGNING_LIMITS.fields + 1 }, () => ({ path: 'a', label: 'A' }))
    expect(refusal({ ...good, display: { formats } }).code).toBe('DESCRIPTOR_TOO_LARGE')
    expect(refusal({ ...good, display: { formats: { 'f(uint256 a)': { fields } } } }).code).toBe(
      'DESCRIPTOR_TOO_LARGE',
    )
    expect(
      refusal({ ...good, metadata: { owner: 'x'.repeat(CLEAR_SIGNING_LIMITS.descriptorBytes) } }).code,
    ).toBe('DESCRIPTOR_TOO_LARGE')
    const long = refusal({ ...good, metadata: { owner: 'x'.repeat(CLEAR_SIGNING_LIMITS.text + 1) } })
    expect(long.code).toBe('INVALID_DESCRIPTOR')
    expect(long.details).toContain('over 200 characters')
  })

  it('leaves out a function whose parameters it does not decode (a tuple) and keeps the others', () => {
    const result = validateDescriptor({
      ...good,
      display: {
        formats: { 'exec((address,uint256) order)': { fields: [] }, 'f(uint256 a)': { fields: [] } },
      },
    })
    expect(result instanceof ClearSigningError ? [] : result.functions.map((f) => f.signature)).toEqual([
      'f(uint256)',
    ])
  })
})
