import type { EmailMessage } from '../email/mailer';

/** The email carrying a payout's claim link (its token is in the body only: never logged outside the dev outbox). */
export function payoutClaimEmail(to: string, payout: { name: string; url: string }): EmailMessage {
  return {
    to,
    subject: 'You have a payout to claim',
    text: `Hello ${payout.name},\n\nA payment is waiting for you. Open this link, pick a network and enter your wallet address to receive it:\n\n${payout.url}\n\nThe link works once. If you did not expect this email, you can ignore it.`,
  };
}
