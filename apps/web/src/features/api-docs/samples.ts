// The samples are real files (apps/web/api-samples) that a test runs against the server; the pages show them as they are.
import curl from '../../../api-samples/curl.sh?raw';
import nodeBackend from '../../../api-samples/node-backend.mjs?raw';
import embedButton from '../../../api-samples/embed-button.html?raw';
import iframeCheckout from '../../../api-samples/iframe-checkout.jsx?raw';
import woocommerce from '../../../api-samples/woocommerce-gateway.php?raw';
import reactNative from '../../../api-samples/react-native-webview.jsx?raw';
import flutter from '../../../api-samples/flutter-webview.dart?raw';
import swift from '../../../api-samples/swift-webview.swift?raw';
import currencyConversion from '../../../api-samples/currency-conversion.mjs?raw';
import webhookHandler from '../../../api-samples/webhook-handler.mjs?raw';
import webhookHandlerPython from '../../../api-samples/webhook-handler.py?raw';
import webhookHandlerPhp from '../../../api-samples/webhook-handler.php?raw';

/** Placeholders in the samples become this server's own address, so they work as copied. */
function here(sample: string): string {
  const origin = window.location.origin;
  // The shell's "$PAYLINK_URL/" as a whole (replacing only "PAYLINK_URL/" left "$http://…" in curl commands).
  return sample.replace(/\$?PAYLINK_URL\//g, `${origin}/`).replaceAll("'http://localhost:8080'", `'${origin}'`);
}

export const SAMPLES = {
  curl: () => here(curl),
  nodeBackend: () => here(nodeBackend),
  embedButton: () => here(embedButton),
  iframeCheckout: () => iframeCheckout,
  woocommerce: () => here(woocommerce),
  reactNative: () => reactNative,
  flutter: () => flutter,
  swift: () => swift,
  currencyConversion: () => currencyConversion,
  webhookHandler: () => webhookHandler,
  webhookHandlerPython: () => webhookHandlerPython,
  webhookHandlerPhp: () => webhookHandlerPhp,
};
