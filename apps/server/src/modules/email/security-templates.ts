import type { EmailMessage } from './mailer';

/** Told after the fact, so an owner who did not do it can react (the other devices are already signed out). */
export function passwordChangedEmail(to: string, supportEmail: string): EmailMessage {
  return {
    to,
    subject: 'Your Paylink password was changed',
    text: `The password of your Paylink account was changed, and every other device was signed out.\n\nIf this was not you, reset your password at once with "Forgot password" on the sign-in page, and contact ${supportEmail}.\n`,
  };
}

export function twoFactorChangedEmail(to: string, enabled: boolean, supportEmail: string): EmailMessage {
  const what = enabled ? 'turned on' : 'turned off';
  return {
    to,
    subject: `Two-factor sign-in was ${what} on your Paylink account`,
    text: `Two-factor sign-in was ${what} on your Paylink account.\n\nIf this was not you, reset your password at once with "Forgot password" on the sign-in page, and contact ${supportEmail}.\n`,
  };
}

export function confirmEmailChangeEmail(to: string, link: string): EmailMessage {
  return {
    to,
    subject: 'Confirm your new Paylink email address',
    text: `Someone signed in to a Paylink account asked to make this its sign-in address.\n\nConfirm with this link (valid for 24 hours, usable once):\n\n${link}\n\nIf it was not you, ignore this email: nothing changes.\n`,
  };
}

/** Sent to the old address, when the change is asked for and when it is done, so its owner can react. */
export function emailChangeNoticeEmail(
  to: string,
  newEmail: string,
  done: boolean,
  supportEmail: string,
): EmailMessage {
  const what = done
    ? `The sign-in email of your Paylink account is now ${newEmail}.`
    : `Someone signed in to your Paylink account asked to change its sign-in email to ${newEmail}. It changes once that address confirms.`;
  return {
    to,
    subject: done ? 'Your Paylink email address was changed' : 'A change of your Paylink email address was requested',
    text: `${what}\n\nIf this was not you, sign out of all devices in Settings, reset your password with "Forgot password" on the sign-in page, and contact ${supportEmail}.\n`,
  };
}
