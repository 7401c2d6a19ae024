import { toast } from 'sonner';

// The signed-out pages are their own build: signing in there loads the merchant app as a new page, and the
// toast that says so ("Welcome back!") is handed over through sessionStorage to be shown by the app.
const STORAGE_KEY = 'paylink.carried-toasts';
const CARRIED_TYPES = ['success', 'error', 'info', 'warning'] as const;
type CarriedType = (typeof CARRIED_TYPES)[number];
interface CarriedToast {
  type: CarriedType;
  message: string;
}

function isCarriedType(type: unknown): type is CarriedType {
  return CARRIED_TYPES.includes(type as CarriedType);
}

/** Remembers the text toasts on screen, for the next page this tab loads. */
export function carryToasts(): void {
  const carried: CarriedToast[] = toast
    .getToasts()
    .flatMap((t) =>
      'title' in t && typeof t.title === 'string' && isCarriedType(t.type) ? [{ type: t.type, message: t.title }] : [],
    );
  try {
    if (carried.length > 0) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(carried));
  } catch {
    // No storage (blocked): the next page simply shows no toast.
  }
}

/** Shows (once) the toasts the previous page of this tab carried over. */
export function showCarriedToasts(): void {
  let carried: unknown;
  try {
    carried = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    return;
  }
  if (!Array.isArray(carried)) return;
  for (const item of carried as Partial<CarriedToast>[]) {
    if (isCarriedType(item.type) && typeof item.message === 'string') toast[item.type](item.message);
  }
}
