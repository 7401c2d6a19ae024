// React: the hosted payment page in an iframe; it tells the parent window how the payment ended.
import { useEffect } from 'react';

export function PaylinkCheckout({ paylinkUrl, paymentId, onCompleted, onFailed }) {
  useEffect(() => {
    function onMessage(event) {
      if (event.origin !== new URL(paylinkUrl).origin) return; // only trust messages from Paylink
      const { type, paymentId: id, error } = event.data ?? {};
      if (id !== paymentId) return;
      if (type === 'PAYMENT_COMPLETED') onCompleted(id);
      if (type === 'PAYMENT_FAILED') onFailed(id, error);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [paylinkUrl, paymentId, onCompleted, onFailed]);

  return (
    <iframe
      title="Pay with crypto"
      src={`${paylinkUrl}/payment/${paymentId}`}
      style={{ width: 420, height: 720, border: 0 }}
    />
  );
}
