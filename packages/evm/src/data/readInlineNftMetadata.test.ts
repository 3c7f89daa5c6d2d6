import { describe, expect, it } from 'vitest'
import { MAX_TOKEN_URI_LENGTH, readInlineNftMetadata } from './readInlineNftMetadata'

const json = (value: unknown) => `data:application/json,${JSON.stringify(value)}`
const base64 = (value: unknown) =>
  `data:application/json;base64,${Buffer.from(JSON.stringify(value), 'utf8').toString('base64')}`

describe('readInlineNftMetadata: the name and image of on-chain ERC721 metadata', () => {
  it('reads the name and a safe image from plain, percent-encoded and base64 JSON data URIs', () => {
    const metadata = { name: 'Latch NFT #1', image: 'https://cdn.example/1.png' }
    const expected = { name: 'Latch NFT #1', imageUrl: 'https://cdn.example/1.png' }
    expect(readInlineNftMetadata(json(metadata))).toEqual(expected)
    expect(
      readInlineNftMetadata(`data:application/json,${encodeURIComponent(JSON.stringify(metadata))}`),
    ).toEqual(expected)
    expect(readInlineNftMetadata(base64(metadata))).toEqual(expected)
    expect(readInlineNftMetadata(base64({ name: 'Été ★' }))).toEqual({ name: 'Été ★' })
    const svg = "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg'/>"
    expect(readInlineNftMetadata(json({ image: svg }))).toEqual({ imageUrl: svg })
  })

  it('fetches nothing: an https or ipfs tokenURI gives no metadata', () => {
    expect(readInlineNftMetadata('https://meta.example/1.json')).toEqual({})
    expect(readInlineNftMetadata('ipfs://bafy/1.json')).toEqual({})
  })

  it('leaves out an unsafe image and a name that is not a short non-empty string', () => {
    expect(readInlineNftMetadata(json({ name: 'ok', image: 'javascript:alert(1)' }))).toEqual({ name: 'ok' })
    expect(readInlineNftMetadata(json({ image: 'data:text/html,<script>alert(1)</script>' }))).toEqual({})
    expect(readInlineNftMetadata(json({ image: 'http://tracker.example/pixel.png' }))).toEqual({})
    expect(readInlineNftMetadata(json({ name: 'x'.repeat(257) }))).toEqual({})
    expect(readInlineNftMetadata(json({ name: '  ' }))).toEqual({})
    expect(readInlineNftMetadata(json({ name: 42, image: ['https://cdn.example/1.png'] }))).toEqual({})
  })

  it('reads nothing from malformed or oversized input', () => {
    expect(readInlineNftMetadata(undefined)).toEqual({})
    expect(readInlineNftMetadata('data:application/json,{oops')).toEqual({})
    expect(readInlineNftMetadata('data:application/json,[1,2]')).toEqual({})
    expect(readInlineNftMetadata('data:application/json;base64,@@@')).toEqual({})
    const padded = json({ name: 'big', pad: 'x'.repeat(MAX_TOKEN_URI_LENGTH) })
    expect(readInlineNftMetadata(padded)).toEqual({})
  })
})
