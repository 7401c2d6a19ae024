import type { EmailMessage } from './mailer';

export function invitationEmail(
  to: string,
  invite: { accountName: string; invitedBy: string; role: string; link: string },
): EmailMessage {
  return {
    to,
    subject: `You are invited to ${invite.accountName} on Paylink`,
    text: `${invite.invitedBy} invited you to join the Paylink account "${invite.accountName}" as ${invite.role}.\n\nAccept with this link (valid for 7 days, usable once, only when signed in with this email address; no Paylink account yet? Create one with this address first):\n\n${invite.link}\n\nIf you did not expect it, ignore this email.\n`,
  };
}

export function confirmOwnershipTransferEmail(
  to: string,
  transfer: { accountName: string; newOwner: string; link: string },
): EmailMessage {
  return {
    to,
    subject: `Confirm the transfer of ${transfer.accountName} on Paylink`,
    text: `You asked to make ${transfer.newOwner} the owner of the Paylink account "${transfer.accountName}". You would stay in it as an admin.\n\nConfirm with this link (valid for 1 day, usable once):\n\n${transfer.link}\n\nIf it was not you, ignore this email: nothing changes. Then sign out of all devices in Settings.\n`,
  };
}
