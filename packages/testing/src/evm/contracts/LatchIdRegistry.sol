// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title LatchIdRegistry: a stand-in for Farcaster's IdRegistry (Optimism, 0x00000000Fc6c5F01Fc30151999387Bb99A9f489b)
/// @notice TEST / DEV PART. It has the real registry's read interface that Sign In With Farcaster
/// verification calls (`idOf(custody)`, `custodyOf(fid)`, `idCounter`) and the `Register` event, and
/// a test-only `register(to)` in place of the real fee-paying, signature-checked registration (which
/// needs Optimism and the IdGateway). The test kit puts its runtime code at the canonical address of
/// a local dev chain, so the auth client's own verification runs unchanged against that chain.
contract LatchIdRegistry {
    /// The fid owned by each custody address (0: none).
    mapping(address => uint256) public idOf;
    /// The custody address of each fid (the zero address: none).
    mapping(uint256 => address) public custodyOf;
    /// The last fid handed out.
    uint256 public idCounter;

    event Register(address indexed to, uint256 indexed id, address recovery);

    error HasId();

    /// Registers the next fid to `to` (test only: no fee, no signature, no recovery address).
    function register(address to) external returns (uint256 fid) {
        if (idOf[to] != 0) revert HasId();
        fid = ++idCounter;
        idOf[to] = fid;
        custodyOf[fid] = to;
        emit Register(to, fid, address(0));
    }
}
