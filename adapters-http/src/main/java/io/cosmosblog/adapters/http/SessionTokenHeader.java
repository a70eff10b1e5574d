package io.cosmosblog.adapters.http;

import io.cosmosblog.application.storage.plumbing.ReadYourWrites;
import io.javalin.http.Context;
import java.util.Optional;

/**
 * {@value #HEADER}: what lets a client read its own writes on any instance behind a load
 * balancer. The client sends back the value of its last answer; a write's answer carries the
 * value to keep. Opaque to the client; absent where the store needs none (in memory).
 */
final class SessionTokenHeader {

    static final String HEADER = "X-Session-Token";

    private final ReadYourWrites readYourWrites;

    SessionTokenHeader(ReadYourWrites readYourWrites) {
        this.readYourWrites = readYourWrites;
    }

    void open(Context ctx) {
        readYourWrites.open(Optional.ofNullable(ctx.header(HEADER)));
    }

    void close(Context ctx) {
        readYourWrites.close().ifPresent(token -> ctx.header(HEADER, token));
    }
}
