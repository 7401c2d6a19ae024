<?php
// WooCommerce gateway sketch: creates a Paylink link at checkout and sends the customer to the hosted page.
// The order is marked paid by your webhook handler (payment.completed carries metadata.orderId).
class WC_Gateway_Paylink extends WC_Payment_Gateway {
    public function __construct() {
        $this->id = 'paylink';
        $this->method_title = 'Paylink (Solana Pay)';
        $this->title = 'Pay with crypto (SOL / USDC)';
        $this->init_form_fields();
        $this->init_settings();
        $this->api_url = rtrim($this->get_option('api_url'), '/');
        $this->api_key = $this->get_option('api_key');
    }

    public function init_form_fields() {
        $this->form_fields = [
            'api_url' => ['title' => 'Paylink URL', 'type' => 'text', 'default' => 'http://localhost:8080'],
            'api_key' => ['title' => 'API key', 'type' => 'password'],
        ];
    }

    public function process_payment($order_id) {
        $order = wc_get_order($order_id);
        $response = wp_remote_post($this->api_url . '/api/v1/payment-links', [
            'headers' => [
                'Authorization' => 'Bearer ' . $this->api_key,
                'Content-Type' => 'application/json',
                'Idempotency-Key' => 'wc-order-' . $order_id,
            ],
            'body' => wp_json_encode([
                'amount' => $order->get_total(), // your store currency converted to USDC, see the conversion sample
                'currency' => 'USDC',
                'label' => 'Order #' . $order->get_order_number(),
                'metadata' => ['orderId' => (string) $order_id],
            ]),
        ]);
        $body = json_decode(wp_remote_retrieve_body($response), true);
        if (empty($body['success'])) {
            wc_add_notice('Payment error: ' . ($body['error'] ?? 'could not create the payment'), 'error');
            return ['result' => 'failure'];
        }
        $order->update_status('pending', 'Awaiting crypto payment');
        return ['result' => 'success', 'redirect' => $this->api_url . '/payment/' . $body['data']['payment']['id']];
    }
}
