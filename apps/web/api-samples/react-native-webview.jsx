// React Native (react-native-webview): the hosted page reports the result with window messages.
import { WebView } from 'react-native-webview';

const bridge = `
  window.addEventListener('message', (e) => window.ReactNativeWebView.postMessage(JSON.stringify(e.data)));
  true;
`;

export function PaylinkScreen({ paylinkUrl, paymentId, onDone }) {
  return (
    <WebView
      source={{ uri: `${paylinkUrl}/payment/${paymentId}` }}
      injectedJavaScriptBeforeContentLoaded={bridge}
      onMessage={(event) => {
        const message = JSON.parse(event.nativeEvent.data);
        if (message.type === 'PAYMENT_COMPLETED' || message.type === 'PAYMENT_FAILED') onDone(message);
      }}
    />
  );
}
