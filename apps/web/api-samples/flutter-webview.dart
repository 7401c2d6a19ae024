// Flutter (webview_flutter 4): open the hosted page and poll the public status endpoint.
import 'dart:async';
import 'dart:convert';
import 'package:flutter/material.dart';
import 'package:http/http.dart' as http;
import 'package:webview_flutter/webview_flutter.dart';

class PaylinkPage extends StatefulWidget {
  const PaylinkPage({super.key, required this.paylinkUrl, required this.paymentId, required this.onDone});
  final String paylinkUrl;
  final String paymentId;
  final void Function(String status) onDone;
  @override
  State<PaylinkPage> createState() => _PaylinkPageState();
}

class _PaylinkPageState extends State<PaylinkPage> {
  late final WebViewController controller = WebViewController()
    ..setJavaScriptMode(JavaScriptMode.unrestricted)
    ..loadRequest(Uri.parse('${widget.paylinkUrl}/payment/${widget.paymentId}'));
  Timer? timer;

  @override
  void initState() {
    super.initState();
    timer = Timer.periodic(const Duration(seconds: 3), (_) async {
      final res = await http.get(Uri.parse('${widget.paylinkUrl}/api/payments/${widget.paymentId}'));
      final status = jsonDecode(res.body)['data']['status'] as String;
      if (status != 'PENDING') {
        timer?.cancel();
        widget.onDone(status);
      }
    });
  }

  @override
  void dispose() {
    timer?.cancel();
    super.dispose();
  }

  @override
  Widget build(BuildContext context) => WebViewWidget(controller: controller);
}
