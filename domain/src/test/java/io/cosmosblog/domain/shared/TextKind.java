package io.cosmosblog.domain.shared;

import io.cosmosblog.domain.post.CommentContent;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.Title;
import io.cosmosblog.domain.user.Username;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * One kind of user-supplied text, for tests run on every kind: the field it answers for, what it
 * keeps of a new value ({@code given}) and what it keeps of a stored one (the constructor).
 */
record TextKind(String name, String field, Function<String, String> given, Function<String, String> stored) {

    static final List<TextKind> NAMES = List.of(
            new TextKind("username", "username", value -> Username.given(value).value(), value -> new Username(value).value()),
            new TextKind("title", "title", value -> Title.given(value).value(), value -> new Title(value).value()));

    static final List<TextKind> CONTENTS = List.of(
            new TextKind("post content", "content", value -> PostContent.given(value).value(), value -> new PostContent(value).value()),
            new TextKind("comment content", "content", value -> CommentContent.given(value).value(),
                    value -> new CommentContent(value).value()));

    static Stream<TextKind> every() {
        return Stream.concat(NAMES.stream(), CONTENTS.stream());
    }

    /** The text of the given code points, so that a test names each invisible one it uses. */
    static String of(int... codePoints) {
        return new String(codePoints, 0, codePoints.length);
    }

    @Override
    public String toString() {
        return name;
    }
}
