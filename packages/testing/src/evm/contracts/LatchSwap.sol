// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title LatchSwap: a swap-like contract for Latch's local demo and tests, so an app can ship an
/// ERC-7730 descriptor for a contract of its own. `swap` takes `amountIn` of `tokenIn` from the
/// caller (who approved this contract) and mints `amountOut` of `tokenOut` to `recipient`: the
/// test tokens (LatchLedger) let anyone mint, and these only exist on local dev chains.
contract LatchSwap {
    event Swapped(
        address indexed sender,
        address indexed recipient,
        address tokenIn,
        uint256 amountIn,
        address tokenOut,
        uint256 amountOut
    );

    function swap(address tokenIn, uint256 amountIn, address tokenOut, uint256 amountOut, address recipient)
        external
    {
        // a token whose transferFrom returns nothing (USDT-shaped) counts as paid when it did not revert
        (bool paid, bytes memory answer) = tokenIn.call(
            abi.encodeWithSignature("transferFrom(address,address,uint256)", msg.sender, address(this), amountIn)
        );
        require(paid && (answer.length == 0 || abi.decode(answer, (bool))), "LatchSwap: payment failed");
        (bool minted, ) = tokenOut.call(abi.encodeWithSignature("mint(address,uint256)", recipient, amountOut));
        require(minted, "LatchSwap: mint failed");
        emit Swapped(msg.sender, recipient, tokenIn, amountIn, tokenOut, amountOut);
    }
}
