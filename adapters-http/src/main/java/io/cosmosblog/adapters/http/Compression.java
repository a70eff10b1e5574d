package io.cosmosblog.adapters.http;

import io.javalin.compression.CompressionStrategy;
import io.javalin.compression.Gzip;
import java.util.ArrayList;
import java.util.List;

/**
 * Javalin's gzip, told up front that this service's own answer types may be compressed. Without
 * that, every answer's type is searched, ignoring case, for each of ten excluded prefixes
 * ({@code image/}, {@code video/}, …) before a byte is written: a share of a read as large as the
 * store lookup. A listed type is one exact comparison; any other type is checked as before.
 */
final class Compression {

    private static final List<String> ANSWER_TYPES = List.of("application/json", "application/yaml", "text/html",
            "text/html;charset=utf-8", "text/css", "text/javascript", "application/javascript", "text/plain");

    private Compression() {
    }

    static CompressionStrategy forAnswers() {
        CompressionStrategy gzip = new CompressionStrategy(null, new Gzip());
        List<String> allowed = new ArrayList<>(gzip.getAllowedMimeTypes());
        allowed.addAll(ANSWER_TYPES);
        gzip.setAllowedMimeTypes(List.copyOf(allowed));
        return gzip;
    }
}
