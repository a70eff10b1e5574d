package io.cosmosblog.tools.bench;

import java.util.List;

/** Words listed as a sentence lists them: {@code v3}, {@code v1 and v3}, {@code v1, v2 and v3}. */
final class SentenceList {

    private SentenceList() {
    }

    static String of(List<String> words) {
        if (words.size() < 2) {
            return String.join("", words);
        }
        return String.join(", ", words.subList(0, words.size() - 1)) + " and " + words.get(words.size() - 1);
    }
}
