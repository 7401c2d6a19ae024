/* global document, URL */
/*
 * Paylink pay button: one script tag on any page, no backend.
 *   <script src="https://<paylink>/pay-button.js" data-button="btn_..." data-label="Pay" async></script>
 * (add data-customer-amount for a button whose customer types the amount). Renders a form that posts the click
 * to Paylink, which opens the link under the button's id and sends the customer to the hosted checkout page.
 * The price is the button's, set in the dashboard: nothing on the page can change it.
 */
(function () {
  var script = document.currentScript;
  if (!script) return;
  var base = new URL(script.src).origin;
  var buttonId = script.getAttribute('data-button') || '';
  var form = document.createElement('form');
  form.method = 'post';
  form.action = base + '/b/' + encodeURIComponent(buttonId);
  form.setAttribute('data-paylink-button', buttonId);
  form.style.cssText = 'display:inline-flex;gap:8px;align-items:center;font-family:system-ui,sans-serif';
  if (script.hasAttribute('data-customer-amount')) {
    var amount = document.createElement('input');
    amount.name = 'amount';
    amount.inputMode = 'decimal';
    amount.required = true;
    amount.placeholder = 'Amount';
    amount.setAttribute('aria-label', 'Amount');
    amount.style.cssText = 'padding:8px 10px;border:1px solid #d1d5db;border-radius:8px;width:110px;font-size:15px';
    form.appendChild(amount);
  }
  var button = document.createElement('button');
  button.type = 'submit';
  button.textContent = script.getAttribute('data-label') || 'Pay with Crypto';
  button.style.cssText =
    'background:#4f46e5;color:#fff;border:0;border-radius:8px;padding:10px 18px;font-size:15px;font-weight:600;cursor:pointer';
  form.appendChild(button);
  script.parentNode.insertBefore(form, script);
})();
