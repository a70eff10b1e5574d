package io.cosmosblog.domain.user;

import io.cosmosblog.domain.shared.Text;

/** A display name; not unique (the article keys users by id, and so do we). */
public record Username(String value) {

    public static final int MAX_LENGTH = 50;

    public Username {
        value = Text.required("username", value, MAX_LENGTH);
    }

    @Override
    public String toString() {
        return value;
    }
}
