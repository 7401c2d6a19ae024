// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// The local test chains' USDT, EURC and PYUSD: 6-decimal ERC-20s that anyone may mint, placed (anvil_setCode) at
/// the contracts the networks list. No constructor and no immutable values, so the runtime code alone is the token.
abstract contract MintableTestToken {
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    uint256 public totalSupply;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    function decimals() external pure returns (uint8) {
        return 6;
    }

    function mint(address to, uint256 value) external {
        totalSupply += value;
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }

    function _approve(address spender, uint256 value) internal {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
    }

    function _spend(address from, uint256 value) internal {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) {
            require(allowed >= value, "allowance");
            allowance[from][msg.sender] = allowed - value;
        }
    }

    function _move(address from, address to, uint256 value) internal {
        require(to != address(0), "zero address");
        require(balanceOf[from] >= value, "balance");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}

/// A standard ERC-20: transfer, approve and transferFrom return true.
abstract contract StandardTestToken is MintableTestToken {
    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        _approve(spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        _spend(from, value);
        _move(from, to, value);
        return true;
    }
}

/// As Ethereum's USDT (TetherToken): transfer, approve and transferFrom return nothing, so a caller that expects a
/// bool fails to decode the answer.
contract UsdtTestToken is MintableTestToken {
    function name() external pure returns (string memory) {
        return "Tether USD";
    }

    function symbol() external pure returns (string memory) {
        return "USDT";
    }

    function transfer(address to, uint256 value) external {
        _move(msg.sender, to, value);
    }

    function approve(address spender, uint256 value) external {
        _approve(spender, value);
    }

    function transferFrom(address from, address to, uint256 value) external {
        _spend(from, value);
        _move(from, to, value);
    }
}

contract EurcTestToken is StandardTestToken {
    function name() external pure returns (string memory) {
        return "EURC";
    }

    function symbol() external pure returns (string memory) {
        return "EURC";
    }
}

contract PyusdTestToken is StandardTestToken {
    function name() external pure returns (string memory) {
        return "PayPal USD";
    }

    function symbol() external pure returns (string memory) {
        return "PYUSD";
    }
}
