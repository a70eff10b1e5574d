package io.cosmosblog.adapters.moderation;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

/** One action of an operator's, with the ids it names: as typed on the command line, and as sent over the socket. */
public record ModerationRequest(Action action, List<String> ids) {

    public enum Action {
        DISABLE_USER(1), ERASE_USER(1), DELETE_POST(1), DELETE_COMMENT(2);

        private final int ids;

        Action(int ids) {
            this.ids = ids;
        }

        /** As typed: kebab case. */
        public String typed() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }

        public static Action typed(String word) {
            for (Action action : values()) {
                if (action.typed().equals(word)) {
                    return action;
                }
            }
            throw new IllegalArgumentException("'" + word + "' is no action; use disable-user, erase-user, delete-post or delete-comment");
        }
    }

    public ModerationRequest {
        Objects.requireNonNull(action, "action");
        ids = List.copyOf(ids);
        if (ids.size() != action.ids) {
            throw new IllegalArgumentException(action.typed() + " takes " + (action.ids == 2 ? "a post's id and a comment's id" : "one id"));
        }
    }

    /** The request from its words: an action and its ids, separated by spaces. */
    public static ModerationRequest parse(String line) {
        String[] words = line.strip().split(" +");
        return new ModerationRequest(Action.typed(words[0]), List.of(words).subList(1, words.length));
    }

    /** As {@link #parse} reads it. */
    public String line() {
        return action.typed() + " " + String.join(" ", ids);
    }
}
