import {
  ANDROID_INTERFACE,
  APP_CONTRACT_VERSION,
  appChannels,
  IOS_MESSAGE_HANDLER,
} from '@multisalle/core/app-contract';
import { escapeHtml } from '../escape-html.ts';
import { example } from '../partners/embed-page-frame.ts';

// The section of the app team's page about the channels: where the pages post (the contract's list, in
// its order) and a Swift and a Kotlin host that hear the messages and hand over the token by a message.

const code = (text: string) => `<code>${escapeHtml(text)}</code>`;
const prose = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

/** The token way that works on every host: the page's own window posts the message to itself. */
const tokenScript = (literal: string) =>
  `window.postMessage({ type: 'multisalle:token', token: ${literal} }, '*');`;

/** A WKWebView host: the script message handler, and evaluateJavaScript for the token. */
export const swiftHost = `import UIKit
import WebKit

/// A message of the pages: the fields this screen reads (JSONDecoder leaves the others).
struct MultisalleMessage: Decodable {
  let type: String
  let version: Int
  let hasToken: Bool?
}

/// Shows /app/moyen-de-paiement and speaks the contract (version ${APP_CONTRACT_VERSION}).
final class PaymentMeansViewController: UIViewController, WKScriptMessageHandler {
  private var webView: WKWebView!
  /// The player's v2 token (POST /api/v2/auth), nil when nobody is signed in.
  var currentToken: () -> String? = { nil }
  /// Signs the player in again (a new token), then calls done.
  var signInAgain: (_ done: @escaping () -> Void) -> Void = { done in done() }

  override func loadView() {
    let configuration = WKWebViewConfiguration()
    // window.webkit.messageHandlers.${IOS_MESSAGE_HANDLER}: the page posts each message there, as JSON text.
    configuration.userContentController.add(self, name: "${IOS_MESSAGE_HANDLER}")
    webView = WKWebView(frame: .zero, configuration: configuration)
    view = webView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    webView.load(URLRequest(url: URL(string: "https://{notre adresse}/app/moyen-de-paiement")!))
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    // The content controller keeps its handler: let the screen go.
    if isMovingFromParent {
      webView.configuration.userContentController.removeScriptMessageHandler(forName: "${IOS_MESSAGE_HANDLER}")
    }
  }

  func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {
    guard let text = message.body as? String,
          let received = try? JSONDecoder().decode(MultisalleMessage.self, from: Data(text.utf8)),
          received.version == ${APP_CONTRACT_VERSION} // a contract this app does not know
    else { return }
    switch received.type {
    case "multisalle:ready" where received.hasToken == false:
      sendToken()
    case "multisalle:session-expired":
      signInAgain { [weak self] in self?.sendToken() }
    case "multisalle:payment-means-closed":
      navigationController?.popViewController(animated: true)
    default:
      break
    }
  }

  /// The token, by a message: the page's own window posts it to itself.
  private func sendToken() {
    guard let token = currentToken(),
          let literal = try? String(decoding: JSONEncoder().encode(token), as: UTF8.self)
    else { return }
    webView.evaluateJavaScript("${tokenScript('\\(literal)')} true;")
  }
}`;

/** An Android WebView host: the @JavascriptInterface object, and evaluateJavascript for the token. */
export const kotlinHost = `import android.annotation.SuppressLint
import android.webkit.JavascriptInterface
import android.webkit.WebView
import org.json.JSONObject

/** Shows /app/moyen-de-paiement and speaks the contract (version ${APP_CONTRACT_VERSION}). */
class PaymentMeansPage(
  private val webView: WebView,
  /** The player's v2 token (POST /api/v2/auth), null when nobody is signed in. */
  private val currentToken: () -> String?,
  /** Signs the player in again (a new token), then calls done. */
  private val signInAgain: (done: () -> Unit) -> Unit,
  private val onClosed: (hasAlias: Boolean) -> Unit,
) {
  @SuppressLint("SetJavaScriptEnabled")
  fun open() {
    webView.settings.javaScriptEnabled = true
    webView.settings.domStorageEnabled = true // the page keeps the token for its session
    // window.${ANDROID_INTERFACE}: the page posts each message there, as JSON text.
    webView.addJavascriptInterface(Channel(), "${ANDROID_INTERFACE}")
    webView.loadUrl("https://{notre adresse}/app/moyen-de-paiement")
  }

  private inner class Channel {
    // Called on a thread of the WebView's own: back to the main thread before touching the views.
    @JavascriptInterface
    fun postMessage(json: String) {
      val message = runCatching { JSONObject(json) }.getOrNull() ?: return
      if (message.optInt("version") != ${APP_CONTRACT_VERSION}) return // a contract this app does not know
      webView.post {
        when (message.optString("type")) {
          "multisalle:ready" -> if (!message.optBoolean("hasToken")) sendToken()
          "multisalle:session-expired" -> signInAgain { sendToken() }
          "multisalle:payment-means-closed" -> onClosed(message.optBoolean("hasAlias"))
        }
      }
    }
  }

  /** The token, by a message: the page's own window posts it to itself. */
  private fun sendToken() {
    val token = currentToken() ?: return
    webView.evaluateJavascript("${tokenScript('" + JSONObject.quote(token) + "')}", null)
  }
}`;

/**
 * The channels section of `/app/`: the contract's channels in the order the page looks for them, the token
 * way every host can use, and the Swift and Kotlin hosts.
 *
 * @example `${channelsSection()}` // inside appDocsPage's main
 */
export function channelsSection(): string {
  const channels = appChannels
    .map(
      (channel) => `<div class="attribute">
<dt>${prose(channel.host)}</dt>
<dd>${code(channel.call)}\u00a0: ${prose(channel.receives)}</dd>
</div>`,
    )
    .join('\n');
  return `<section aria-labelledby="canaux">
<h2 id="canaux">Recevoir les messages\u00a0: React Native, iOS, Android</h2>
<p>À chaque message, la page prend le premier de ces canaux qu'elle trouve, dans cet ordre, et n'envoie qu'à lui. Les trois hôtes natifs reçoivent le même texte JSON\u00a0: un seul décodeur sert aux trois.</p>
<dl class="attributes">
${channels}
</dl>
<p><strong>Le jeton, sur les trois hôtes\u00a0:</strong> par un message (voir <a href="#jeton-message">Donner le jeton</a>). L'application exécute ${code(tokenScript('…'))} dans la page\u00a0: ${code('injectJavaScript')} (React Native), ${code('evaluateJavaScript')} (iOS), ${code('evaluateJavascript')} (Android). Elle le fait quand ${code('multisalle:ready')} arrive avec ${code('hasToken')} à ${code('false')}, et après avoir connecté de nouveau le joueur sur ${code('multisalle:session-expired')}. Le fragment ${code('#token=')} marche aussi sur les trois\u00a0: les hôtes natifs n'ont pas de façon à eux, ce sont celles de React Native.</p>
<h3 id="canal-ios">iOS\u00a0: Swift, ${code('WKWebView')}</h3>
${example(swiftHost)}
<h3 id="canal-android">Android\u00a0: Kotlin, ${code('WebView')}</h3>
${example(kotlinHost)}
<p>Sur Android, activez ${code('domStorageEnabled')}\u00a0: la page garde le jeton pour sa session dans ${code('sessionStorage')}. L'objet ajouté par ${code('addJavascriptInterface')} est visible de toute page chargée dans la webview\u00a0: n'y chargez que nos pages (un lien qui sort du parcours vous arrive par ${code('multisalle:open-url')}).</p>
</section>`;
}
