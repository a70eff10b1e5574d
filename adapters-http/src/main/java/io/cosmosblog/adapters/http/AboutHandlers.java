package io.cosmosblog.adapters.http;

import io.cosmosblog.adapters.http.json.AboutJson;
import io.cosmosblog.adapters.http.json.JsonReply;
import io.cosmosblog.application.port.DataModel;
import io.javalin.http.Context;
import java.util.Objects;

/**
 * Which storage and which of the article's data models serve the blog, as the configuration chose
 * them: the front page names them, so that the cost it shows beside each page reads as that
 * model's lesson.
 */
public final class AboutHandlers {

    private final AboutJson about;

    /** {@code storage} as the {@code STORAGE} setting names it: {@code inmemory}, {@code local} or {@code cosmos}. */
    public AboutHandlers(String storage, DataModel model) {
        if (Objects.requireNonNull(storage, "storage").isBlank()) {
            throw new IllegalArgumentException("a storage must be named");
        }
        this.about = AboutJson.of(storage, Objects.requireNonNull(model, "model"));
    }

    void describe(Context ctx) {
        JsonReply.send(ctx, about);
    }
}
