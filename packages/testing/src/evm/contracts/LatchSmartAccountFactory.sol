// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import "LatchSmartAccount.sol";

/// @title LatchSmartAccountFactory: deploys LatchSmartAccount with CREATE2, so an account's address
/// is known before it exists (what ERC-6492 signatures of undeployed accounts rely on).
contract LatchSmartAccountFactory {
    function deploy(address owner, bytes32 salt) external returns (address account) {
        account = addressOf(owner, salt);
        if (account.code.length == 0) new LatchSmartAccount{salt: salt}(owner);
    }

    function addressOf(address owner, bytes32 salt) public view returns (address) {
        bytes32 initCode = keccak256(abi.encodePacked(type(LatchSmartAccount).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, initCode)))));
    }
}
