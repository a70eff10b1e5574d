package io.cosmosblog.adapters.http;

import io.cosmosblog.adapters.http.security.SessionTokenSignature;
import io.cosmosblog.application.port.plumbing.ReadYourWrites;
import io.javalin.http.Context;
import java.util.Optional;

/**
 * {@value #HEADER}: what lets a client read its own writes on any instance behind a load
 * balancer. The client sends back the value of its last answer; a write's answer carries the
 * value to keep. Opaque to the client, and signed: a value this service did not hand out
 * (unsigned, forged, another key's) is ignored, as if none were sent. Absent where the store
 * needs none (in memory).
 */
final class SessionTokenHeader {

    static final String HEADER = "X-Session-Token";

    private final ReadYourWrites readYourWrites;
    private final SessionTokenSignature signature;

    SessionTokenHeader(ReadYourWrites readYourWrites, SessionTokenSignature signature) {
        this.readYourWrites = readYourWrites;
        this.signature = signature;
    }

    void open(Context ctx) {
        readYourWrites.open(Optional.ofNullable(ctx.header(HEADER)).flatMap(signature::verified));
    }

    void close(Context ctx) {
        readYourWrites.close().map(signature::sign).ifPresent(token -> ctx.header(HEADER, token));
    }
}
