package io.cosmosblog.bootstrap.browser;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * One page, used the way a person would: it clicks what is visible on top, types with the
 * keyboard, and waits for what the page shows rather than for time to pass.
 */
final class Tab {

    private static final Duration PATIENCE = Duration.ofSeconds(10);
    private static final Path SCREENSHOTS = Path.of("target", "screenshots");

    private final DevTools devTools;
    private final String session;
    private final String name;
    private final List<String> scriptErrors = new CopyOnWriteArrayList<>();
    private final List<String> policyViolations = new CopyOnWriteArrayList<>();

    private Tab(DevTools devTools, String session, String name) {
        this.devTools = devTools;
        this.session = session;
        this.name = name;
    }

    static Tab open(DevTools devTools, String browserContext, String name) {
        ObjectNode target = devTools.params().put("url", "about:blank").put("browserContextId", browserContext);
        String targetId = devTools.send(null, "Target.createTarget", target).get("targetId").asText();
        ObjectNode attach = devTools.params().put("targetId", targetId).put("flatten", true);
        String session = devTools.send(null, "Target.attachToTarget", attach).get("sessionId").asText();
        Tab tab = new Tab(devTools, session, name);
        devTools.onEvent(tab::collectErrors);
        tab.send("Page.enable", null);
        tab.send("Runtime.enable", null);
        tab.send("Log.enable", null);
        tab.viewport(1024, 860, false);
        return tab;
    }

    String name() {
        return name;
    }

    void viewport(int width, int height, boolean mobile) {
        send("Emulation.setDeviceMetricsOverride", devTools.params()
                .put("width", width).put("height", height).put("deviceScaleFactor", 1).put("mobile", mobile));
    }

    void go(String url) {
        markStale();
        send("Page.navigate", devTools.params().put("url", url));
        awaitRendered();
    }

    void reload() {
        markStale();
        send("Page.reload", devTools.params().put("ignoreCache", true));
        awaitRendered();
    }

    /** Marks the view on screen, so waiting for the next one (new document or new route) cannot be fooled by it. */
    private void markStale() {
        evaluate("document.getElementById('main')?.firstElementChild?.setAttribute('data-stale', '')");
    }

    /** A person starts clicking once the page has loaded and drawn its first view, and so does this. */
    private void awaitRendered() {
        waitFor("the page to load", "(() => { const main = document.getElementById('main');"
                + " return document.readyState === 'complete' && !!main && !main.hasAttribute('aria-busy')"
                + " && !!main.firstElementChild && !main.firstElementChild.hasAttribute('data-stale'); })()");
    }

    /** Clicks the first visible element matching {@code selector} whose text contains {@code text}. */
    void click(String selector, String text) {
        JsonNode point = waitFor("a clickable " + selector + " with text '" + text + "'",
                "(() => { const e = " + find(selector, text) + "; if (!e) return null;"
                        + " e.scrollIntoView({block: 'center'}); const r = e.getBoundingClientRect();"
                        + " const x = r.left + r.width / 2, y = r.top + r.height / 2;"
                        + " const top = document.elementFromPoint(x, y);"
                        + " return r.width > 0 && top && (top === e || e.contains(top)) && !e.disabled ? {x, y} : null; })()");
        for (String type : List.of("mouseMoved", "mousePressed", "mouseReleased")) {
            send("Input.dispatchMouseEvent", devTools.params().put("type", type)
                    .put("x", point.get("x").asDouble()).put("y", point.get("y").asDouble())
                    .put("button", "left").put("clickCount", 1));
        }
    }

    void click(String selector) {
        click(selector, "");
    }

    /** Focuses a field by clicking it, selects what it holds and types over it. */
    void type(String selector, String text) {
        click(selector);
        evaluate("document.activeElement.select()");
        send("Input.insertText", devTools.params().put("text", text));
    }

    void pressEnter() {
        for (String type : List.of("keyDown", "keyUp")) {
            ObjectNode key = devTools.params().put("type", type).put("key", "Enter").put("code", "Enter")
                    .put("windowsVirtualKeyCode", 13);
            if (type.equals("keyDown")) {
                key.put("text", "\r");
            }
            send("Input.dispatchKeyEvent", key);
        }
    }

    /** Waits until an element matching {@code selector} shows {@code text}. */
    void waitForText(String selector, String text) {
        waitFor("'" + text + "' in " + selector, find(selector, text) + " !== null");
    }

    /** Waits until the page on screen has drawn and no element matching {@code selector} shows {@code text}. */
    void waitForNoText(String selector, String text) {
        waitFor("no '" + text + "' in " + selector, absent(selector, text));
    }

    /** For lists the service updates in the background: reloads now and then until the text shows. */
    void waitForTextReloading(String selector, String text) {
        waitForReloading("'" + text + "' in " + selector, find(selector, text) + " !== null");
    }

    /** For lists the service updates in the background: reloads now and then until the text is gone. */
    void waitForNoTextReloading(String selector, String text) {
        waitForReloading("no '" + text + "' in " + selector, absent(selector, text));
    }

    private void waitForReloading(String what, String expression) {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        long nextReload = System.nanoTime() + Duration.ofSeconds(1).toNanos();
        while (System.nanoTime() < deadline) {
            if (evaluate(expression).asBoolean()) {
                return;
            }
            if (System.nanoTime() > nextReload) {
                reload();
                nextReload = System.nanoTime() + Duration.ofSeconds(1).toNanos();
            }
            sleep(50);
        }
        waitFor(what, expression);
    }

    /** Nothing found only counts once the page is drawn: "Loading…" shows no text at all. */
    private static String absent(String selector, String text) {
        return "(() => { const main = document.getElementById('main'); return !!main && !main.hasAttribute('aria-busy')"
                + " && !!main.firstElementChild && " + find(selector, text) + " === null; })()";
    }

    String text(String selector) {
        waitFor(selector, find(selector, "") + " !== null");
        return evaluate(find(selector, "") + ".innerText").asText();
    }

    boolean isShown(String selector) {
        return evaluate("(() => { const e = " + find(selector, "") + "; return !!e && e.getClientRects().length > 0; })()")
                .asBoolean();
    }

    /** Waits until the JavaScript {@code expression} is truthy and returns its value. */
    JsonNode waitFor(String what, String expression) {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        while (true) {
            JsonNode value = evaluate(expression);
            if (!value.isNull() && !value.isMissingNode() && !(value.isBoolean() && !value.asBoolean())) {
                return value;
            }
            if (System.nanoTime() > deadline) {
                Path shot = screenshot("FAILED-" + name);
                throw new AssertionError(name + " waited " + PATIENCE.toSeconds() + " s for " + what
                        + "; the page said:\n" + evaluate("document.body.innerText").asText()
                        + "\n(screenshot " + shot + ")");
            }
            sleep(50);
        }
    }

    JsonNode evaluate(String expression) {
        JsonNode result = send("Runtime.evaluate", devTools.params()
                .put("expression", expression).put("returnByValue", true).put("awaitPromise", true));
        if (result.has("exceptionDetails")) {
            throw new IllegalStateException("script failed: " + expression + "\n" + result.get("exceptionDetails"));
        }
        return result.path("result").path("value");
    }

    /**
     * Saves the whole page, not just the viewport, as target/screenshots/{name}.png. Capturing
     * beyond the viewport resizes it for a moment; the next click waits until it is back, or its
     * point, measured on the stretched page, could miss (it did once, on a loaded machine).
     */
    Path screenshot(String fileName) {
        String viewport = "innerWidth + 'x' + innerHeight";
        String before = evaluate(viewport).asText();
        JsonNode size = send("Page.getLayoutMetrics", null).get("cssContentSize");
        ObjectNode clip = devTools.params().put("x", 0).put("y", 0)
                .put("width", size.get("width").asDouble()).put("height", size.get("height").asDouble()).put("scale", 1);
        ObjectNode params = devTools.params().put("format", "png").put("captureBeyondViewport", true);
        params.set("clip", clip);
        byte[] png = Base64.getDecoder().decode(send("Page.captureScreenshot", params).get("data").asText());
        // Not waitFor: its failure takes a screenshot.
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        while (!evaluate(viewport).asText().equals(before) && System.nanoTime() < deadline) {
            sleep(20);
        }
        try {
            Files.createDirectories(SCREENSHOTS);
            return Files.write(SCREENSHOTS.resolve(fileName + ".png"), png);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** What the browser refused under the Content-Security-Policy (it logs each refusal). */
    List<String> policyViolations() {
        return List.copyOf(policyViolations);
    }

    /** Uncaught exceptions and console errors the page's own scripts reported. */
    List<String> scriptErrors() {
        return List.copyOf(scriptErrors);
    }

    private JsonNode send(String method, ObjectNode params) {
        return devTools.send(session, method, params);
    }

    private void collectErrors(String eventSession, JsonNode event) {
        if (!session.equals(eventSession)) {
            return;
        }
        String method = event.path("method").asText();
        JsonNode params = event.path("params");
        if (method.equals("Runtime.exceptionThrown")) {
            scriptErrors.add(params.path("exceptionDetails").toString());
        } else if (method.equals("Runtime.consoleAPICalled") && params.path("type").asText().equals("error")) {
            scriptErrors.add(params.path("args").toString());
        } else if (method.equals("Log.entryAdded") && params.path("entry").path("text").asText().contains("Content Security Policy")) {
            policyViolations.add(params.path("entry").path("text").asText());
        }
    }

    /** JavaScript that finds the first element matching a selector and containing a text. */
    private static String find(String selector, String text) {
        return "([...document.querySelectorAll(" + quote(selector) + ")].find(e => e.innerText.includes("
                + quote(text) + ")) ?? null)";
    }

    private static String quote(String text) {
        return TextNode.valueOf(text).toString();
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
