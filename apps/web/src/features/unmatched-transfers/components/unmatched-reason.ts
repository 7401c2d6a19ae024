import type { UnmatchedTransfer } from '@paylink/shared';

const REASON_TEXT: Record<string, string> = {
  wrong_amount: 'The amount matches none of the open links to this wallet',
  link_ended: 'The link that asked for this amount had already ended',
  no_open_link: 'No link to this wallet in this token was open',
  no_reference: 'It carries no payment link’s reference (an exchange withdrawal, for example)',
  other_pay_option: 'It paid a network the customer had left: the link was already being paid on another one',
};

/** Why a transfer paid no link, in words (a reason this screen does not know yet reads as the generic one). */
export function unmatchedReasonText(reason: UnmatchedTransfer['reason']): string {
  return (reason && REASON_TEXT[reason]) ?? 'It paid no link';
}
