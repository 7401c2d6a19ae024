-- Custom migration (drizzle-kit generate --custom), issue 29: every address in use before claims existed is claimed
-- for one account. Candidates: the Solana and Ethereum payout addresses saved on accounts, and the wallets of
-- merchant links (credit purchases pay the treasury, never claimed). Addresses are compared canonically (EVM
-- lower-case, Solana base58 as is). For each address the earliest evidence wins: a link's creation time, or for a
-- saved address the account's updated_at (the latest time it could have been saved: accounts keep no saved-at, and
-- an old account that typed in someone's address later must not win by its age). Ties go to the smaller user id.
-- The local chain's generated treasury (app_secrets) is left out; PLATFORM_SOLANA_WALLET lives in the environment,
-- and the server refuses it at use whoever holds a claim. Running it again changes nothing.
INSERT INTO "claimed_addresses" ("address", "user_id", "claimed_at")
SELECT DISTINCT ON (c.address) c.address, c.user_id, c.claimed_at
FROM (
  SELECT CASE WHEN p.recipient_address LIKE '0x%' THEN lower(p.recipient_address) ELSE p.recipient_address END AS address, p.user_id, p.created_at AS claimed_at
  FROM "payments" p
  WHERE p.purpose = 'link' AND p.user_id IS NOT NULL
  UNION ALL
  SELECT u.wallet_address, u.id, u.updated_at FROM "users" u WHERE u.wallet_address IS NOT NULL
  UNION ALL
  SELECT lower(u.eth_address), u.id, u.updated_at FROM "users" u WHERE u.eth_address IS NOT NULL
) c
WHERE c.address NOT IN (SELECT s.value FROM "app_secrets" s WHERE s.name = 'platform_solana_wallet')
ORDER BY c.address, c.claimed_at, c.user_id
ON CONFLICT ("address") DO NOTHING;
