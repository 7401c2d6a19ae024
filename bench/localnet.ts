import {
  appendTransactionMessageInstructions,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  generateKeyPairSigner,
  lamports,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  AccountRole,
  getBase64EncodedWireTransaction,
  type Instruction,
  type Signature,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { startLocalnet } from '@paylink/localnet';

// Transfers per second with send + confirm through kit, then getSignaturesForAddress latency
// for one address that 10,000 transactions mention.
const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 500);
const HISTORY = Number(process.env.BENCH_HISTORY ?? 10_000);

const localnet = await startLocalnet({ port: 0 });
const rpc = createSolanaRpc(localnet.rpcUrl);
const rpcSubscriptions = createSolanaRpcSubscriptions(localnet.wsUrl);
const payer = await generateKeyPairSigner();
const recipient = (await generateKeyPairSigner()).address;
const reference = (await generateKeyPairSigner()).address;
await rpc.requestAirdrop(payer.address, lamports(10n ** 15n)).send();

async function signedTransfer(amount: bigint) {
  const { value: blockhash } = await rpc.getLatestBlockhash().send();
  const transfer = getTransferSolInstruction({ source: payer, destination: recipient, amount });
  const withReference: Instruction = {
    ...transfer,
    accounts: [...transfer.accounts, { address: reference, role: AccountRole.READONLY }],
  };
  return signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(payer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) => appendTransactionMessageInstructions([withReference], m),
    ),
  );
}

const sendAndConfirm = sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions });
let amount = 1_000_000n;
const started = performance.now();
for (let i = 0; i < TRANSFERS; i++) {
  const transaction = await signedTransfer(amount++);
  await sendAndConfirm(transaction as Parameters<typeof sendAndConfirm>[0], { commitment: 'confirmed' });
}
const seconds = (performance.now() - started) / 1000;
console.log(
  `send + confirm: ${TRANSFERS} transfers in ${seconds.toFixed(2)} s = ${(TRANSFERS / seconds).toFixed(0)} transfers/s`,
);

// The rest of the history is sent without waiting for confirmation; each send is processed before it returns.
for (let i = TRANSFERS; i < HISTORY; i++) {
  const transaction = await signedTransfer(amount++);
  await rpc
    .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64', skipPreflight: true })
    .send();
}

const samples: number[] = [];
let before: Signature | undefined;
async function signatures() {
  return rpc.getSignaturesForAddress(reference, before ? { before, limit: 1000 } : { limit: 1000 }).send();
}
for (let round = 0; round < 20; round++) {
  const t = performance.now();
  const page = await signatures();
  samples.push(performance.now() - t);
  before = round % 10 === 9 ? undefined : page.at(-1)?.signature;
}
samples.sort((a, b) => a - b);
const total = (await rpc.getSignaturesForAddress(reference, { limit: 1000 }).send()).length;
console.log(
  `getSignaturesForAddress (limit 1000, ${HISTORY} signatures on the address, first page ${total}): ` +
    `median ${samples[samples.length >> 1]!.toFixed(1)} ms, p95 ${samples[Math.floor(samples.length * 0.95)]!.toFixed(1)} ms`,
);
await localnet.close();
process.exit(0);
