import type { EmailMessage } from './mailer';

export function verificationEmail(to: string, link: string): EmailMessage {
  return {
    to,
    subject: 'Verify your Paylink email address',
    text: `Welcome to Paylink!\n\nConfirm your email address by opening this link (valid for 24 hours):\n\n${link}\n\nIf you did not create an account, ignore this email.\n`,
  };
}

export function passwordResetEmail(to: string, link: string): EmailMessage {
  return {
    to,
    subject: 'Reset your Paylink password',
    text: `Someone asked to reset the password of your Paylink account.\n\nChoose a new password with this link (valid for 1 hour, usable once):\n\n${link}\n\nIf it was not you, ignore this email: your password stays the same.\n`,
  };
}

export function walletChangedEmail(to: string, changes: string[], supportEmail: string): EmailMessage {
  return {
    to,
    subject: 'Your Paylink payout address was changed',
    text: `The payout addresses of your Paylink account were changed:\n\n${changes.join('\n')}\n\nNew payments are sent there from now on.\n\nIf this was not you, reset your password at once (this signs out every device), set your addresses again, and contact ${supportEmail}.\n`,
  };
}

export function confirmWalletChangeEmail(to: string, changes: string[], link: string): EmailMessage {
  return {
    to,
    subject: 'Confirm your new Paylink payout address',
    text: `Someone signed in to your Paylink account asked to change its payout addresses:\n\n${changes.join('\n')}\n\nConfirm the change with this link (valid for 1 hour, usable once):\n\n${link}\n\nIf it was not you, ignore this email: nothing changes. Then sign out of all devices in Settings.\n`,
  };
}

/** A receiver answered 410 Gone: its endpoint is disabled at once. */
export function webhooksGoneEmail(to: string, settingsLink: string): EmailMessage {
  return {
    to,
    subject: 'Your Paylink webhook endpoint answered 410 Gone',
    text: `Your webhook endpoint answered 410 Gone, which says it no longer exists, so Paylink has paused deliveries to it.\n\nNothing is lost: events keep being recorded and wait for you. Set a working URL (or fix the endpoint), then press Resume in Settings → Webhooks to send what is pending:\n\n${settingsLink}\n`,
  };
}

export function webhooksPausedEmail(to: string, settingsLink: string): EmailMessage {
  return {
    to,
    subject: 'Your Paylink webhooks are paused',
    text: `Every webhook delivery to your endpoint has failed for 3 days, so Paylink has paused deliveries.\n\nNothing is lost: events keep being recorded and wait for you. Fix your endpoint, then press Resume in Settings → Webhooks to send what is pending:\n\n${settingsLink}\n`,
  };
}

export function sponsorLowEmail(to: string, sponsor: { address: string; sol: string; lowSol: string }): EmailMessage {
  return {
    to,
    subject: 'Paylink fee sponsor is low on SOL',
    text: `The key that pays Solana network fees for gasless USDC payments holds ${sponsor.sol} SOL, below the ${sponsor.lowSol} SOL warning level (SPONSOR_LOW_BALANCE_LAMPORTS).\n\nTop it up by sending SOL to:\n\n${sponsor.address}\n\nWhen it cannot pay a fee, customers pay their own (they then need a little SOL). You get this at most once a day while it stays low.\n`,
  };
}

export function receiptEmail(
  to: string,
  receipt: {
    label: string;
    amount: string;
    currency: string;
    fiat: { amount: string; currency: string } | null;
    recipient: string | null;
    pageUrl: string;
  },
): EmailMessage {
  const fiat = receipt.fiat ? ` (${receipt.fiat.amount} ${receipt.fiat.currency})` : '';
  return {
    to,
    subject: `Your receipt: ${receipt.label}`,
    text:
      `Your payment is complete.\n\n${receipt.label}\nAmount: ${receipt.amount} ${receipt.currency}${fiat}\n${receipt.recipient ? `Paid to the merchant's wallet: ${receipt.recipient}\n` : ''}\n` +
      `Your receipt (printable, with a signed copy anyone can verify):\n\n${receipt.pageUrl}\n\n` +
      `You asked for this email on the payment page. Paylink kept your address only to send it, and has now erased it.\n`,
  };
}
