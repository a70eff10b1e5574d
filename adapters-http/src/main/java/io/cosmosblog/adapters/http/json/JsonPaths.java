package io.cosmosblog.adapters.http.json;

import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import java.util.stream.Collectors;

/** Names the field a type mismatch is about, in the client's words rather than Java's. */
final class JsonPaths {

    private JsonPaths() {
    }

    static boolean isRoot(MismatchedInputException e) {
        return e.getPath().isEmpty();
    }

    static String of(MismatchedInputException e) {
        return e.getPath().stream()
                .map(ref -> ref.getFieldName() != null ? ref.getFieldName() : "[" + ref.getIndex() + "]")
                .collect(Collectors.joining("."));
    }

    static String expected(MismatchedInputException e) {
        Class<?> target = e.getTargetType();
        if (target == String.class) {
            return "a string";
        }
        return "of another type";
    }
}
