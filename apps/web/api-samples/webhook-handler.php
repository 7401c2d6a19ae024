<?php
// Receiving webhooks in PHP: composer require standard-webhooks/standard-webhooks
// Set PAYLINK_WEBHOOK_SECRET=whsec_… and point your webhook URL at this script.
require __DIR__ . '/vendor/autoload.php';

$webhook = new \StandardWebhooks\Webhook(getenv('PAYLINK_WEBHOOK_SECRET'));
$payload = file_get_contents('php://input'); // the raw body, exactly as received
$headers = [
    'webhook-id' => $_SERVER['HTTP_WEBHOOK_ID'] ?? '',
    'webhook-timestamp' => $_SERVER['HTTP_WEBHOOK_TIMESTAMP'] ?? '',
    'webhook-signature' => $_SERVER['HTTP_WEBHOOK_SIGNATURE'] ?? '',
];

try {
    $event = $webhook->verify($payload, $headers);
} catch (Exception $e) {
    http_response_code(400);
    exit('bad signature');
}

// Deliveries can repeat: store $event['event_id'] and handle each event once.
if ($event['event_type'] === 'payment.completed') {
    error_log('paid: order ' . ($event['data']['payment']['metadata']['orderId'] ?? ''));
}
http_response_code(200);
echo 'ok';
