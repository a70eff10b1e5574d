package io.cosmosblog.domain.post;

import io.cosmosblog.domain.shared.Text;

/**
 * The constructor holds what every stored title meets; {@link #given} holds what a new title must
 * meet, stricter, so that it is stored exactly as answered.
 */
public record Title(String value) {

    public static final int MAX_LENGTH = 200;

    public Title {
        value = Text.stored("title", value, MAX_LENGTH);
    }

    /**
     * A title sent by a user: one line of visible text, kept in Unicode's composed normal form
     * (NFC), so the value stored and answered may differ from what was sent (see {@link Text#line}).
     */
    public static Title given(String value) {
        return new Title(Text.line("title", value, MAX_LENGTH));
    }
}
