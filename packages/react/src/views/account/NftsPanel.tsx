import { useEffect } from 'react'
import { IconImage } from '../../components/IconImage'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSnapshot } from '../../hooks/useLatchSnapshot'

/**
 * The NFTs tab: the account's NFTs with lazily loaded images.
 *
 * @example
 * ```tsx
 * <NftsPanel />
 * ```
 */
export function NftsPanel() {
  const latch = useLatchInstance()
  const { nfts, nftsLoading } = useLatchSnapshot().accountData
  useEffect(() => {
    void latch.accountData.fetchNfts()
  }, [latch])
  if (nfts.length === 0) return <p data-latch-empty="">{nftsLoading ? 'Loading NFTs…' : 'No NFTs yet'}</p>
  return (
    <ul data-latch-nft-list="" aria-label="NFTs" aria-busy={nftsLoading}>
      {nfts.map((nft) => (
        <li key={`${nft.chainId}:${nft.contract}:${nft.tokenId}`} data-latch-nft="">
          <IconImage src={nft.imageUrl} name={nft.name ?? nft.collectionName ?? 'NFT'} kind="nft" size={64} />
          <span>{nft.name ?? `${nft.collectionName ?? 'NFT'} #${nft.tokenId}`}</span>
        </li>
      ))}
    </ul>
  )
}
