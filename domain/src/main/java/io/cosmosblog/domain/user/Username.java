package io.cosmosblog.domain.user;

import io.cosmosblog.domain.shared.Text;

/**
 * A display name; not unique (the article keys users by id, and so do we). The constructor holds
 * what every stored name meets; {@link #given} holds what a new name must meet, stricter, so that
 * it is stored exactly as answered.
 */
public record Username(String value) {

    public static final int MAX_LENGTH = 50;

    public Username {
        value = Text.stored("username", value, MAX_LENGTH);
    }

    /**
     * A name sent by a user: one line of visible text, kept in Unicode's composed normal form
     * (NFC), so the value stored and answered may differ from what was sent (see {@link Text#line}).
     */
    public static Username given(String value) {
        return new Username(Text.line("username", value, MAX_LENGTH));
    }

    @Override
    public String toString() {
        return value;
    }
}
