-- Custom migration (drizzle-kit generate --custom): transfers recorded before payment_transfers.position existed got
-- position 0. On EVM networks the watcher keys transfers on (hash, position), so a transfer whose true position we
-- know gets it back: ETH sent by the transaction itself is -1, and an EVM transfer assigned from the unmatched inbox takes
-- the position listed there. Token transfers the watcher matched directly keep 0 (their log index was never stored);
-- the watcher's cursor is past their blocks, so they are not read again. Running it again changes nothing.
UPDATE "payment_transfers" t
SET "position" = -1
FROM "payments" p
WHERE p.id = t.payment_id AND p.network <> 'solana' AND t.mint IS NULL AND t.position = 0;
--> statement-breakpoint
UPDATE "payment_transfers" t
SET "position" = u.position
FROM "unmatched_transfers" u
WHERE u.network <> 'solana' AND u.payment_id = t.payment_id AND u.signature = t.signature AND u.status = 'assigned' AND t.position <> u.position;
