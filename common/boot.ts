/**
 * The one script a prerendered page runs before the app, inline in <head> (an external file would cost a round trip
 * before the first paint): it marks <html> when the session hint is set, so a signed-in user never sees "Sign in"
 * flash (see Header.tsx), and, once the first paint is on screen, fetches the app's modules (all at once, as module
 * preloads, so there is no waterfall; their list is the JSON in #pq-modules) and starts it. The content never waits
 * for JavaScript, and the JavaScript neither competes with it for the network nor counts towards its paint.
 *
 * The Content-Security-Policy allows exactly this text by its hash (BOOT_SCRIPT_SHA256, checked by a test), so it
 * holds no build-specific value: any change here needs the hash updated.
 */
import { SESSION_HINT_COOKIE } from './session-hint';

export const BOOT_MODULES_ID = 'pq-modules';

export const BOOT_SCRIPT = `(function () {
  if (document.cookie.split(/;\\s*/).indexOf(${JSON.stringify(`${SESSION_HINT_COOKIE}=1`)}) >= 0) document.documentElement.setAttribute("data-session", "");
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var list = document.getElementById(${JSON.stringify(BOOT_MODULES_ID)});
    var modules = list ? JSON.parse(list.textContent || "[]") : [];
    modules.forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "anonymous";
      link.href = href;
      document.head.appendChild(link);
    });
    if (modules.length) import(modules[0]);
  }
  function afterPaint() {
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (types && types.indexOf("paint") >= 0) {
      new PerformanceObserver(function (entries, observer) {
        if (!entries.getEntriesByName("first-contentful-paint").length) return;
        observer.disconnect();
        setTimeout(start, 0);
      }).observe({ type: "paint", buffered: true });
    } else {
      requestAnimationFrame(function () { setTimeout(start, 0); });
    }
    // A page opened in the background paints nothing until shown: start it anyway.
    setTimeout(start, document.visibilityState === "hidden" ? 0 : 3000);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", afterPaint);
  else afterPaint();
})();`;

/** The CSP source that allows BOOT_SCRIPT, and nothing else inline. */
export const BOOT_SCRIPT_SHA256 = "'sha256-Z5RnKiMsDe/baOUtLUqE8bg0RFC28043T6/lNP500I0='";
