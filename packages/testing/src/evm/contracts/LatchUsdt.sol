// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {LatchLedger} from "./LatchLedger.sol";

/// @title LatchUsdt: shaped like Tether's USDT on Ethereum. transfer, transferFrom and approve
/// return nothing, so a caller that expects a bool return value fails to decode.
contract LatchUsdt is LatchLedger {
    string public name = "Latch Tether USD";
    string public symbol = "USDT";
    uint256 public decimals = 6;

    constructor(address[] memory holders, uint256 amountEach) LatchLedger(holders, amountEach) {}

    function transfer(address recipient, uint256 amount) external {
        _transfer(msg.sender, recipient, amount);
    }

    function approve(address spender, uint256 amount) external {
        _approve(msg.sender, spender, amount);
    }

    function transferFrom(address sender, address recipient, uint256 amount) external {
        require(allowance[sender][msg.sender] >= amount);
        _spend(sender, msg.sender, amount);
        _transfer(sender, recipient, amount);
    }

    function _transfer(address from, address to, uint256 amount) internal {
        require(to != address(0));
        require(balanceOf[from] >= amount);
        _move(from, to, amount);
    }
}
