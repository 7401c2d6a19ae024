# Receiving webhooks in Python: pip install standardwebhooks flask
#   PAYLINK_WEBHOOK_SECRET=whsec_… flask --app webhook-handler run --port 3002
import os

from flask import Flask, request
from standardwebhooks import Webhook

app = Flask(__name__)
webhook = Webhook(os.environ["PAYLINK_WEBHOOK_SECRET"])


@app.post("/webhooks/paylink")
def paylink_webhook():
    try:
        # The raw body exactly as received, and the webhook-id / webhook-timestamp / webhook-signature headers.
        event = webhook.verify(request.get_data(as_text=True), dict(request.headers))
    except Exception:
        return "bad signature", 400
    # Deliveries can repeat: store event["event_id"] and handle each event once.
    if event["event_type"] == "payment.completed":
        print("paid: order", (event["data"]["payment"].get("metadata") or {}).get("orderId"))
    return "ok", 200
