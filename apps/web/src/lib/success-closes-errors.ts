import { toast } from 'sonner';

let installed = false;

/**
 * From now on a success toast first closes the error toasts still on screen: once an action succeeds, an older
 * "Failed to ..." next to its success only misleads (issue 38). Every feature calls sonner's `toast.success`, so
 * the rule lives in this one place instead of at each call.
 */
export function successClosesErrors(): void {
  if (installed) return;
  installed = true;
  const success = toast.success;
  toast.success = (...args: Parameters<typeof success>) => {
    for (const shown of toast.getToasts()) {
      if ('type' in shown && shown.type === 'error') toast.dismiss(shown.id);
    }
    return success(...args);
  };
}
