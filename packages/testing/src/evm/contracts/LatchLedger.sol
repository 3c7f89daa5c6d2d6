// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title LatchLedger: the balances, allowances, events and open minting the local test tokens
/// share. Each token keeps its own external functions (their return values differ: LatchToken's
/// return bool, LatchUsdt's nothing, like Tether's USDT) and its own checks and revert reasons.
abstract contract LatchLedger {
    uint256 public totalSupply;

    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(address[] memory holders, uint256 amountEach) {
        for (uint256 i = 0; i < holders.length; i++) {
            _mint(holders[i], amountEach);
        }
    }

    /// @notice Anyone may mint: these tokens only exist on local dev chains.
    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function _approve(address owner, address spender, uint256 amount) internal {
        allowance[owner][spender] = amount;
        emit Approval(owner, spender, amount);
    }

    /// @dev Takes `amount` off what `spender` may still move for `owner` (an unlimited allowance stays).
    /// The caller has checked that the allowance covers it.
    function _spend(address owner, address spender, uint256 amount) internal {
        uint256 allowed = allowance[owner][spender];
        if (allowed != type(uint256).max) allowance[owner][spender] = allowed - amount;
    }

    /// @dev Moves `amount` from `from` to `to`; the caller has checked the recipient and the balance.
    function _move(address from, address to, uint256 amount) internal {
        balanceOf[from] -= amount;
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
    }

    function _mint(address to, uint256 amount) internal {
        totalSupply += amount;
        balanceOf[to] += amount;
        emit Transfer(address(0), to, amount);
    }
}
