package org.nqueens.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * A page open in headless Chromium, driven over the DevTools protocol: scripts evaluated in the
 * page as a user's clicks would run, their results read back, and (for a page opened with
 * {@link #load}) every error the page reported: uncaught exceptions, {@code console.error}, and the
 * browser's own error entries, such as a resource that failed to load. Only for tests; needs /usr/bin/chromium.
 * Public, so that the tests of the report (package {@code org.nqueens.compare}) drive it too.
 */
public final class HeadlessChromium implements AutoCloseable {

    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final Pattern LISTENING = Pattern.compile("DevTools listening on (ws://[^/]+)/devtools/browser/\\S+");
    private static final Pattern PAGE_SOCKET = Pattern.compile("\"webSocketDebuggerUrl\"\\s*:\\s*\"(ws://[^\"]+/devtools/page/[^\"]+)\"");
    private static final JsonFactory JSON = new JsonFactory();
    private static final ObjectMapper TREES = new ObjectMapper();

    private final Process process;
    private final WebSocket socket;
    private final AtomicInteger ids = new AtomicInteger();
    private final ConcurrentHashMap<Integer, CompletableFuture<String>> replies = new ConcurrentHashMap<>();
    private final List<String> errors = new CopyOnWriteArrayList<>();

    private HeadlessChromium(Process process, WebSocket socket) {
        this.process = process;
        this.socket = socket;
    }

    /** Whether /usr/bin/chromium is there to run. */
    public static boolean isInstalled() {
        return Files.isExecutable(CHROMIUM);
    }

    /** Opens {@code url} in a fresh headless Chromium with its profile in {@code profile}. */
    static HeadlessChromium open(String url, Path profile) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(CHROMIUM.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
                "--remote-debugging-port=0", "--remote-allow-origins=*", "--user-data-dir=" + profile, url)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        try {
            String origin = null;
            BufferedReader errors = new BufferedReader(new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8));
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            for (String line = errors.readLine(); line != null && System.nanoTime() < deadline; line = errors.readLine()) {
                Matcher matcher = LISTENING.matcher(line);
                if (matcher.find()) {
                    origin = matcher.group(1);
                    break;
                }
            }
            if (origin == null) {
                throw new IllegalStateException("Chromium did not open its DevTools port within 60 s.");
            }
            Thread drain = new Thread(() -> errors.lines().forEach(line -> { }));
            drain.setDaemon(true);
            drain.start();
            HttpClient http = HttpClient.newHttpClient();
            String list = http.send(HttpRequest.newBuilder(URI.create(origin.replace("ws://", "http://") + "/json/list")).build(),
                    HttpResponse.BodyHandlers.ofString()).body();
            Matcher page = PAGE_SOCKET.matcher(list);
            if (!page.find()) {
                throw new IllegalStateException("Chromium lists no page: " + list);
            }
            HeadlessChromium[] self = new HeadlessChromium[1];
            WebSocket socket = http.newWebSocketBuilder().buildAsync(URI.create(page.group(1)), new WebSocket.Listener() {
                private final StringBuilder message = new StringBuilder();

                @Override
                public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
                    message.append(data);
                    if (last) {
                        self[0].receive(message.toString());
                        message.setLength(0);
                    }
                    webSocket.request(1);
                    return null;
                }
            }).get(30, TimeUnit.SECONDS);
            self[0] = new HeadlessChromium(process, socket);
            return self[0];
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException | RuntimeException e) {
            process.destroyForcibly();
            throw new IllegalStateException("Cannot drive Chromium: " + e, e);
        }
    }

    /**
     * Opens {@code url} in a fresh headless Chromium with its profile in {@code profile}, in a window of
     * {@code width} x {@code height} CSS pixels, listening for errors before the page starts to load, and waits until it has
     * loaded.
     */
    public static HeadlessChromium load(String url, Path profile, int width, int height) throws Exception {
        HeadlessChromium browser = open("about:blank", profile);
        try {
            browser.call("Runtime.enable", "{}");
            browser.call("Log.enable", "{}");
            browser.call("Page.enable", "{}");
            browser.call("Emulation.setDeviceMetricsOverride", "{\"width\":" + width + ",\"height\":" + height
                    + ",\"deviceScaleFactor\":1,\"mobile\":false}");
            browser.call("Page.navigate", "{\"url\":" + quoted(url) + "}");
            browser.await("location.href === " + quoted(url) + " && document.readyState === 'complete'");
            return browser;
        } catch (Exception | Error e) {
            browser.close();
            throw e;
        }
    }

    /** The errors the page reported since it was {@linkplain #load loaded}, one line each; empty when there were none. */
    public List<String> errors() {
        return List.copyOf(errors);
    }

    /** Sends the DevTools command {@code method} with {@code params} (a JSON object) and waits for its reply. */
    private void call(String method, String params) throws Exception {
        int id = ids.incrementAndGet();
        CompletableFuture<String> reply = new CompletableFuture<>();
        replies.put(id, reply);
        socket.sendText("{\"id\":" + id + ",\"method\":\"" + method + "\",\"params\":" + params + "}", true).get(30, TimeUnit.SECONDS);
        reply.get(30, TimeUnit.SECONDS);
    }

    private static String quoted(String text) {
        StringBuilder quoted = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            if (c == '"' || c == '\\') {
                quoted.append('\\');
            }
            quoted.append(c == '\n' ? ' ' : c);
        }
        return quoted.append('"').toString();
    }

    /** Keeps an event that tells of an error: an uncaught exception, a console.error, a log entry of level error. */
    private void recordError(String message) throws IOException {
        JsonNode event = TREES.readTree(message);
        String method = event.path("method").asText();
        JsonNode params = event.path("params");
        switch (method) {
            case "Runtime.exceptionThrown" -> errors.add("uncaught: " + params.path("exceptionDetails").path("exception").path("description").asText(
                    params.path("exceptionDetails").path("text").asText()));
            case "Runtime.consoleAPICalled" -> {
                if (params.path("type").asText().equals("error") || params.path("type").asText().equals("assert")) {
                    List<String> parts = new java.util.ArrayList<>();
                    params.path("args").forEach(arg -> parts.add(arg.path("value").asText(arg.path("description").asText())));
                    errors.add("console." + params.path("type").asText() + ": " + String.join(" ", parts));
                }
            }
            case "Log.entryAdded" -> {
                if (params.path("entry").path("level").asText().equals("error")) {
                    errors.add("log (" + params.path("entry").path("source").asText() + "): " + params.path("entry").path("text").asText()
                            + " " + params.path("entry").path("url").asText(""));
                }
            }
            default -> { }
        }
    }

    private void receive(String message) {
        if (message.contains("\"method\"") && !message.startsWith("{\"id\"")) {
            try {
                recordError(message);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            return;
        }
        try (JsonParser parser = JSON.createParser(message)) {
            Integer id = null;
            String value = null;
            String description = null;
            while (parser.nextToken() != null) {
                if (parser.currentToken() == JsonToken.FIELD_NAME) {
                    String name = parser.currentName();
                    JsonToken token = parser.nextToken();
                    if (name.equals("id") && parser.getParsingContext().getParent().inRoot()) {
                        id = parser.getIntValue();
                    } else if (name.equals("value") && token.isScalarValue()) {
                        value = parser.getValueAsString();
                    } else if (name.equals("description") && token == JsonToken.VALUE_STRING) {
                        description = parser.getText();
                    }
                }
            }
            if (id != null && replies.containsKey(id)) {
                replies.remove(id).complete(value != null ? value : "undefined: " + description);
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** Evaluates {@code expression} in the page and returns its value as a string. */
    public String evaluate(String expression) throws Exception {
        int id = ids.incrementAndGet();
        CompletableFuture<String> reply = new CompletableFuture<>();
        replies.put(id, reply);
        StringBuilder quoted = new StringBuilder("\"");
        for (char c : expression.toCharArray()) {
            if (c == '"' || c == '\\') {
                quoted.append('\\');
            }
            quoted.append(c == '\n' ? ' ' : c);
        }
        quoted.append('"');
        socket.sendText("{\"id\":" + id + ",\"method\":\"Runtime.evaluate\",\"params\":{\"expression\":" + quoted
                + ",\"returnByValue\":true}}", true).get(30, TimeUnit.SECONDS);
        return reply.get(30, TimeUnit.SECONDS);
    }

    /** Waits until {@code expression} evaluates to "true". */
    public void await(String expression) throws Exception {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (!"true".equals(evaluate(expression))) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("The page never satisfied: " + expression);
            }
            Thread.sleep(50);
        }
    }

    @Override
    public void close() throws InterruptedException {
        // Chromium's helper processes can outlive the browser process for a moment and go on writing into the
        // profile, which the test's temporary folder then fails to delete: wait for them too.
        List<ProcessHandle> helpers = process.descendants().toList();
        socket.abort();
        process.destroy();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
        for (ProcessHandle helper : helpers) {
            helper.destroy();
            try {
                helper.onExit().get(10, TimeUnit.SECONDS);
            } catch (ExecutionException | TimeoutException e) {
                helper.destroyForcibly();
            }
        }
    }
}
