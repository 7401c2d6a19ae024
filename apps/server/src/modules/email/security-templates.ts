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
