// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title LatchSmartAccount: a minimal smart account for Latch's local tests. It accepts, through
/// ERC-1271, any signature its owner key made over the hash, and lets the owner execute calls.
contract LatchSmartAccount {
    bytes4 internal constant MAGIC_VALUE = 0x1626ba7e;
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    receive() external payable {}

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? MAGIC_VALUE : bytes4(0xffffffff);
    }

    function execute(address to, uint256 value, bytes calldata data) external returns (bytes memory) {
        require(msg.sender == owner, "LatchSmartAccount: not the owner");
        (bool ok, bytes memory result) = to.call{value: value}(data);
        require(ok, "LatchSmartAccount: call failed");
        return result;
    }
}
