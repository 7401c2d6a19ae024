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

export function webhooksPausedEmail(to: string, settingsLink: string): EmailMessage {
  return {
    to,
    subject: 'Your Paylink webhooks are paused',
    text: `Every webhook delivery to your endpoint has failed for 3 days, so Paylink has paused deliveries.\n\nNothing is lost: events keep being recorded and wait for you. Fix your endpoint, then press Resume in Settings → Webhooks to send what is pending:\n\n${settingsLink}\n`,
  };
}
