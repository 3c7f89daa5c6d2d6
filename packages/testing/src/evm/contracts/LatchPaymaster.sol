// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// One ERC-4337 v0.8 user operation as the EntryPoint hands it to a paymaster (PackedUserOperation).
struct PackedUserOperation {
    address sender;
    uint256 nonce;
    bytes initCode;
    bytes callData;
    bytes32 accountGasLimits;
    uint256 preVerificationGas;
    bytes32 gasFees;
    bytes paymasterAndData;
    bytes signature;
}

/// The EntryPoint's deposit of a paymaster (the part of IEntryPoint this contract calls).
interface ILatchEntryPointDeposits {
    function depositTo(address account) external payable;
}

/// A verifying paymaster for Latch's dev chain (ERC-4337 v0.8): it pays for a user operation that
/// its signer approved off chain, through the ERC-7677 service the app configures.
///
/// paymasterAndData = paymaster (20) | verification gas limit (16) | post-op gas limit (16) |
/// validUntil (uint48, 32-byte word) | validAfter (uint48, 32-byte word) | signature (65: r, s, v)
///
/// The signer signs (EIP-191) the hash of `approvalHash`: the operation's sender, nonce, call data,
/// gas limits and fees, the paymaster's own gas limits, the chain, this contract and the time window.
/// A wrong or malformed signature makes the operation invalid (validation data 1); it never reverts,
/// so a bundler can estimate gas with a placeholder signature.
contract LatchPaymaster {
    address public immutable entryPoint;
    address public immutable signer;

    uint256 private constant DATA_OFFSET = 52;
    uint256 private constant SIGNATURE_OFFSET = DATA_OFFSET + 64;
    uint256 private constant HALF_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

    constructor(address entryPoint_, address signer_) {
        entryPoint = entryPoint_;
        signer = signer_;
    }

    /// Adds to this paymaster's deposit in the EntryPoint (what it pays gas from).
    function deposit() external payable {
        ILatchEntryPointDeposits(entryPoint).depositTo{value: msg.value}(address(this));
    }

    /// The hash the signer signs for `userOp` within [validAfter, validUntil].
    function approvalHash(PackedUserOperation calldata userOp, uint48 validUntil, uint48 validAfter)
        public
        view
        returns (bytes32)
    {
        return keccak256(
            abi.encode(
                userOp.sender,
                userOp.nonce,
                keccak256(userOp.callData),
                userOp.accountGasLimits,
                userOp.preVerificationGas,
                userOp.gasFees,
                bytes32(userOp.paymasterAndData[20:DATA_OFFSET]),
                block.chainid,
                address(this),
                validUntil,
                validAfter
            )
        );
    }

    function validatePaymasterUserOp(PackedUserOperation calldata userOp, bytes32, uint256)
        external
        view
        returns (bytes memory context, uint256 validationData)
    {
        require(msg.sender == entryPoint, "LatchPaymaster: not the EntryPoint");
        bytes calldata data = userOp.paymasterAndData;
        if (data.length != SIGNATURE_OFFSET + 65) return ("", 1);
        (uint48 validUntil, uint48 validAfter) = abi.decode(data[DATA_OFFSET:SIGNATURE_OFFSET], (uint48, uint48));
        bytes32 digest = keccak256(
            abi.encodePacked("\x19Ethereum Signed Message:\n32", approvalHash(userOp, validUntil, validAfter))
        );
        bool valid = _recover(digest, data[SIGNATURE_OFFSET:]) == signer;
        validationData = (valid ? 0 : 1) | (uint256(validUntil) << 160) | (uint256(validAfter) << 208);
        return ("", validationData);
    }

    /// Never called: validation returns no context.
    function postOp(uint8, bytes calldata, uint256, uint256) external pure {
        revert("LatchPaymaster: no post-op");
    }

    function _recover(bytes32 digest, bytes calldata signature) private pure returns (address) {
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (uint256(s) > HALF_ORDER || (v != 27 && v != 28)) return address(0);
        return ecrecover(digest, v, r, s);
    }
}
