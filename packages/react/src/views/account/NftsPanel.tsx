import { IconImage } from '../../components/IconImage'
import { AccountListPanel } from './AccountListPanel'

/**
 * The NFTs tab: each NFT with its own image, else its collection's image, else a placeholder of
 * the same size (so nothing moves when images load), lazily loaded; and its name.
 *
 * @example
 * ```tsx
 * <NftsPanel />
 * ```
 */
export function NftsPanel() {
  return (
    <AccountListPanel
      kind="nft"
      select={(data) => ({ items: data.nfts, loading: data.nftsLoading })}
      fetch={(latch) => latch.accountData.fetchNfts()}
    >
      {({ items }) =>
        items.map((nft) => {
          const name = nft.name ?? `${nft.collectionName ?? 'NFT'} #${nft.tokenId}`
          return (
            <li key={`${nft.chainId}:${nft.contract}:${nft.tokenId}`} data-latch-nft="">
              {/* the NFT's own image, else its collection's, else a letter in the same 64 px box */}
              <IconImage
                src={nft.imageUrl ?? nft.collectionImageUrl}
                name={nft.collectionName ?? name}
                kind="nft"
                size={64}
              />
              <span data-latch-nft-name="">{name}</span>
            </li>
          )
        })
      }
    </AccountListPanel>
  )
}
