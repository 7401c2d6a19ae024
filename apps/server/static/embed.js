/* global document, window, fetch, URL, CustomEvent, setTimeout, clearTimeout */
/*
 * Paylink payment button: one script tag on any page.
 *   <script src="https://<paylink>/embed.js" data-payment-id="pay_..." async></script>
 * Renders a "Pay with Crypto" button; the modal shows the QR, amount, label and an "Open Wallet" link, follows
 * the payment, and reports the end to the page as a `paylink:payment` event on window (detail
 * { type: 'PAYMENT_COMPLETED' | 'PAYMENT_FAILED', paymentId, status }) and through an optional global callback
 * named in data-on-complete. Create the link on your server with your API key; never put the key in a page.
 */
(function () {
  var script = document.currentScript;
  if (!script) return;
  var base = new URL(script.src).origin;
  var paymentId = script.getAttribute('data-payment-id');
  var POLL_MS = 3000;

  function el(tag, style, text) {
    var node = document.createElement(tag);
    if (style) node.style.cssText = style;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function report(type, payment) {
    var detail = { type: type, paymentId: payment.id, status: payment.status };
    window.dispatchEvent(new CustomEvent('paylink:payment', { detail: detail }));
    var callbackName = script.getAttribute('data-on-complete');
    if (callbackName && typeof window[callbackName] === 'function') window[callbackName](detail);
  }

  function openModal() {
    var timer = null;
    var overlay = el(
      'div',
      'position:fixed;inset:0;background:rgba(17,24,39,.6);display:flex;align-items:center;justify-content:center;z-index:2147483647;font-family:system-ui,sans-serif',
    );
    overlay.setAttribute('data-paylink-modal', '');
    var box = el(
      'div',
      'background:#fff;border-radius:12px;padding:24px;width:340px;max-width:92vw;text-align:center;color:#111827',
    );
    var close = el('button', 'float:right;border:0;background:none;font-size:20px;cursor:pointer', '×');
    close.setAttribute('aria-label', 'Close');
    var status = el('p', 'margin:8px 0;color:#4b5563', 'Loading...');
    status.setAttribute('data-paylink-status', '');
    box.appendChild(close);
    box.appendChild(status);
    overlay.appendChild(box);
    document.body.appendChild(overlay);

    function shut() {
      if (timer) clearTimeout(timer);
      overlay.remove();
    }
    close.onclick = shut;

    function render(payment) {
      box.textContent = '';
      box.appendChild(close);
      box.appendChild(el('h2', 'margin:0 0 4px;font-size:18px', payment.label));
      var amount = el('p', 'margin:0 0 12px;font-size:22px;font-weight:600', payment.amount + ' ' + payment.currency);
      amount.setAttribute('data-paylink-amount', '');
      box.appendChild(amount);
      if (payment.status === 'PENDING') {
        var qr = el('img', 'width:240px;height:240px');
        qr.src = base + '/api/payments/' + encodeURIComponent(payment.id) + '/qr.png';
        qr.alt = 'Solana Pay QR code';
        box.appendChild(qr);
        var open = el(
          'a',
          'display:block;margin:12px 0;padding:10px;border-radius:8px;background:#4f46e5;color:#fff;text-decoration:none;font-weight:600',
          'Open Wallet',
        );
        open.href = payment.solanaPayUrl;
        box.appendChild(open);
        status.textContent = 'Waiting for payment...';
      } else if (payment.status === 'COMPLETED') {
        status.textContent = 'Payment Completed';
      } else {
        status.textContent = payment.status === 'EXPIRED' ? 'Payment expired' : 'Payment failed';
      }
      box.appendChild(status);
    }

    function poll() {
      fetch(base + '/api/payments/' + encodeURIComponent(paymentId))
        .then(function (res) {
          return res.json();
        })
        .then(function (body) {
          if (!body.success) throw new Error(body.error);
          var payment = body.data;
          render(payment);
          if (payment.status === 'PENDING') timer = setTimeout(poll, POLL_MS);
          else report(payment.status === 'COMPLETED' ? 'PAYMENT_COMPLETED' : 'PAYMENT_FAILED', payment);
        })
        .catch(function (error) {
          status.textContent = 'Could not load the payment: ' + error.message;
          timer = setTimeout(poll, POLL_MS);
        });
    }
    poll();
  }

  var button = el(
    'button',
    'padding:10px 18px;border:0;border-radius:8px;background:#4f46e5;color:#fff;font-weight:600;cursor:pointer',
    script.getAttribute('data-button-text') || 'Pay with Crypto',
  );
  button.type = 'button';
  button.setAttribute('data-paylink-button', '');
  button.onclick = openModal;
  script.insertAdjacentElement('afterend', button);
})();
