package io.cosmosblog.domain.post;

import io.cosmosblog.domain.shared.Text;

public record Title(String value) {

    public static final int MAX_LENGTH = 200;

    public Title {
        value = Text.required("title", value, MAX_LENGTH);
    }
}
