package io.cosmosblog.adapters.inmemory.local;

import java.util.List;
import static org.assertj.core.api.Assertions.assertThat;

/** Text read back from a store compared unit by unit, so that a failure shows which char changed (an invisible one prints as nothing). */
final class SameText {

    private SameText() {
    }

    static void assertSame(String read, String written) {
        assertThat(units(read)).as("text read back").isEqualTo(units(written));
    }

    private static List<String> units(String text) {
        return text.chars().mapToObj(Integer::toHexString).toList();
    }
}
