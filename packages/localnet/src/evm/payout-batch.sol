// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Paylink's payout batch: the merchant pays many recipients in one call that their own wallet signs. It holds
/// nothing and trusts nobody: tokens move only from msg.sender (transferFrom(msg.sender, ...), so an approval
/// someone else gave this contract can never be spent by another caller), and the native coin sent with the call
/// must be exactly what the native payouts add up to, forwarded in the same call. No constructor and no storage,
/// so its runtime code can be placed at a fixed address on the local chains (anvil_setCode).
contract PaylinkPayoutBatch {
    /// One per payout: the watcher matches each payout to its event (token 0 is the native coin).
    event Paid(address indexed token, address indexed to, uint256 amount);

    function pay(address[] calldata tokens, address[] calldata recipients, uint256[] calldata amounts) external payable {
        require(tokens.length == recipients.length && recipients.length == amounts.length, "lengths differ");
        uint256 native = 0;
        for (uint256 i = 0; i < recipients.length; i++) {
            address token = tokens[i];
            if (token == address(0)) {
                native += amounts[i];
                (bool sent, ) = recipients[i].call{value: amounts[i]}("");
                require(sent, "native transfer failed");
            } else {
                require(token.code.length > 0, "not a token");
                (bool ok, bytes memory data) = token.call(abi.encodeWithSelector(0x23b872dd, msg.sender, recipients[i], amounts[i]));
                require(ok && (data.length == 0 || abi.decode(data, (bool))), "token transfer failed");
            }
            emit Paid(token, recipients[i], amounts[i]);
        }
        require(native == msg.value, "value differs from the native payouts");
    }
}
