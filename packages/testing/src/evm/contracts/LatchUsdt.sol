// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title LatchUsdt: shaped like Tether's USDT on Ethereum. transfer, transferFrom and approve
/// return nothing, so a caller that expects a bool return value fails to decode.
contract LatchUsdt {
    string public name = "Latch Tether USD";
    string public symbol = "USDT";
    uint256 public decimals = 6;
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

    /// @notice Anyone may mint: this token only exists on local dev chains.
    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function transfer(address recipient, uint256 amount) external {
        _transfer(msg.sender, recipient, amount);
    }

    function approve(address spender, uint256 amount) external {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
    }

    function transferFrom(address sender, address recipient, uint256 amount) external {
        uint256 allowed = allowance[sender][msg.sender];
        require(allowed >= amount);
        if (allowed != type(uint256).max) allowance[sender][msg.sender] = allowed - amount;
        _transfer(sender, recipient, amount);
    }

    function _transfer(address from, address to, uint256 amount) internal {
        require(to != address(0));
        require(balanceOf[from] >= amount);
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
