/**
 * The one question "enter your authentication code": a signed-in change that the server guards with two-factor
 * sign-in (payout addresses, API keys) answers 403 TWO_FACTOR_REQUIRED; the API client asks here, and the dialog
 * mounted with the app (SecondFactorDialog) answers with the code, or null when the person cancels.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let pending: ((code: string | null) => void) | null = null;
let mounted = 0;

function emit() {
  for (const listener of listeners) listener();
}

export function subscribeSecondFactorPrompt(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isAskingForSecondFactor(): boolean {
  return pending !== null;
}

/** The dialog registers itself; without one (the signed-out pages) nobody is asked. */
export function secondFactorDialogMounted(): () => void {
  mounted += 1;
  return () => {
    mounted -= 1;
  };
}

/** The code the person types, or null (cancelled, or no dialog to ask with). */
export function askForSecondFactorCode(): Promise<string | null> {
  if (mounted === 0) return Promise.resolve(null);
  pending?.(null);
  return new Promise((resolve) => {
    pending = resolve;
    emit();
  });
}

export function answerSecondFactor(code: string | null): void {
  const resolve = pending;
  pending = null;
  resolve?.(code);
  emit();
}
