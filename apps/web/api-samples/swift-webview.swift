// iOS (WKWebView): forward the hosted page's window messages to Swift.
import WebKit

final class PaylinkViewController: UIViewController, WKScriptMessageHandler {
    let paylinkURL: String
    let paymentId: String
    let onDone: (String) -> Void

    init(paylinkURL: String, paymentId: String, onDone: @escaping (String) -> Void) {
        self.paylinkURL = paylinkURL
        self.paymentId = paymentId
        self.onDone = onDone
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let config = WKWebViewConfiguration()
        let bridge = "window.addEventListener('message', e => window.webkit.messageHandlers.paylink.postMessage(e.data));"
        config.userContentController.addUserScript(WKUserScript(source: bridge, injectionTime: .atDocumentStart, forMainFrameOnly: true))
        config.userContentController.add(self, name: "paylink")
        let webView = WKWebView(frame: view.bounds, configuration: config)
        webView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(webView)
        webView.load(URLRequest(url: URL(string: "\(paylinkURL)/payment/\(paymentId)")!))
    }

    func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {
        guard let body = message.body as? [String: Any], let type = body["type"] as? String else { return }
        if type == "PAYMENT_COMPLETED" || type == "PAYMENT_FAILED" { onDone(type) }
    }
}
