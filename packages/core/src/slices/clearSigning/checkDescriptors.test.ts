// An app checks its ERC-7730 files in its own tests with `checkDescriptors` (@latch/core/testing,
// docs/README.md "Shipping your descriptors"): the same checks the approval runs, with the reasons
// the approval keeps to itself.
import { describe, expect, it } from 'vitest'
import { ClearSigningError, checkDescriptors } from '../../exports/testing'
import { SWAPPER_DESCRIPTOR } from './testing/swapperDescriptor'

const swapper = SWAPPER_DESCRIPTOR

describe('checkDescriptors (an app’s descriptor files in its tests)', () => {
  it('accepts the guide’s descriptor as an object and as the JSON text of its file', () => {
    const { descriptors, errors } = checkDescriptors([swapper, JSON.stringify(swapper)])
    expect(errors).toEqual([])
    expect(descriptors).toHaveLength(2)
    for (const descriptor of descriptors) {
      expect(descriptor.owner).toBe('Swapper')
      expect(descriptor.functions.map((f) => [f.signature, f.intent])).toEqual([
        ['swap(address,uint256,uint256)', 'Swap'],
      ])
    }
  })

  it('says what is wrong with a file the approval would leave out, and keeps the others', () => {
    const unknownFormat = structuredClone(swapper)
    unknownFormat.display.formats['swap(address tokenIn,uint256 amountIn,uint256 minOut)'].fields[1]!.format =
      'percentage'
    const { descriptors, errors } = checkDescriptors([unknownFormat, '{ not json', swapper])
    expect(descriptors).toHaveLength(1)
    expect(errors).toHaveLength(2)
    for (const error of errors) {
      expect(error).toBeInstanceOf(ClearSigningError)
      expect(error.code).toBe('INVALID_DESCRIPTOR')
    }
    expect(errors[0]?.message).toMatch(/percentage/)
  })

  it('refuses more descriptors than the approval reads, naming the limit', () => {
    const { descriptors, errors } = checkDescriptors(Array.from({ length: 65 }, () => swapper))
    expect(descriptors).toHaveLength(64)
    expect(errors.map((e) => e.code)).toEqual(['DESCRIPTOR_TOO_LARGE'])
  })
})
