import { useEffect, useRef } from 'react';
import type { PublicPayment } from '@paylink/shared';
import { buttonClasses } from '../../../components/ui/button';
import { beep } from '../api/beep';

/** Full screen, once the link is COMPLETED (never before): Paid, the amount and the time, a beep, then the next sale. */
export function PaidScreen({ payment, onNext }: { payment: PublicPayment; onNext: () => void }) {
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    beep();
    next.current?.focus();
  }, []);
  const at = new Date(payment.verifiedAt ?? Date.now()).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return (
    <section
      aria-labelledby="pos-paid-title"
      className="fixed inset-0 z-40 flex flex-col items-center justify-center gap-6 bg-green-800 p-6 text-center text-white"
      data-testid="pos-paid"
    >
      <h2 id="pos-paid-title" className="text-6xl font-bold">
        Paid
      </h2>
      <p className="text-4xl font-semibold tabular-nums" data-testid="pos-paid-amount">
        {payment.amount} {payment.currency}
      </p>
      <p className="text-xl">at {at}</p>
      <button
        ref={next}
        type="button"
        className={buttonClasses('secondary', 'lg', 'h-16 px-10 text-xl')}
        onClick={onNext}
        data-testid="pos-next-sale"
      >
        Next sale
      </button>
    </section>
  );
}
