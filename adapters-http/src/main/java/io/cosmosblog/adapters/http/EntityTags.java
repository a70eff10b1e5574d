package io.cosmosblog.adapters.http;

import io.cosmosblog.adapters.http.error.ApiError;
import io.cosmosblog.application.revisions.SeenRevisions;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.regex.Pattern;

/**
 * HTTP's validators for a post or a user: its revision as a strong entity tag ({@code "7"}), which
 * moves with every change to what a read shows; the {@code If-Match} a change is made under; and
 * the {@code If-None-Match} that spares a read its body (304).
 */
final class EntityTags {

    private static final List<String> ANY = List.of("*");
    // What a revision is written as: a tag written otherwise ("07", "abc") is no revision of ours.
    private static final Pattern REVISION = Pattern.compile("\"(0|[1-9][0-9]{0,17})\"");

    private EntityTags() {
    }

    static String of(long revision) {
        return "\"" + revision + "\"";
    }

    static void tag(Context ctx, long revision) {
        AnswerHeaders.add(ctx, "ETag", of(revision));
    }

    /**
     * The revisions {@code If-Match} names, compared strongly: any without the header or with
     * {@code *} (the post or user exists, or the answer is 404 anyway); a weak tag names none.
     */
    static SeenRevisions ifMatch(Context ctx) {
        List<String> tags = listed(ctx, "If-Match");
        if (tags == null || tags == ANY) {
            return SeenRevisions.ANY;
        }
        List<Long> revisions = new ArrayList<>();
        for (String tag : tags) {
            var revision = REVISION.matcher(tag);
            if (revision.matches()) {
                revisions.add(Long.parseLong(revision.group(1)));
            }
        }
        return SeenRevisions.of(revisions);
    }

    /**
     * Tags the answer with {@code revision}, and answers 304 with no body when {@code If-None-Match}
     * names it (compared weakly, as for a read) or is {@code *}: true when the read is answered so.
     */
    static boolean notModified(Context ctx, long revision) {
        tag(ctx, revision);
        List<String> tags = listed(ctx, "If-None-Match");
        boolean matches = tags == ANY || tags != null && tags.stream()
                .anyMatch(tag -> (tag.startsWith("W/") ? tag.substring(2) : tag).equals(of(revision)));
        if (matches) {
            ctx.status(304);
        }
        return matches;
    }

    /** The entity tags a header lists (every line of it), {@link #ANY} for {@code *}, null without it; 400 when malformed. */
    private static List<String> listed(Context ctx, String header) {
        List<String> lines = Collections.list(ctx.req().getHeaders(header));
        if (lines.isEmpty()) {
            return null;
        }
        String value = String.join(",", lines);
        if (value.strip().equals("*")) {
            return ANY;
        }
        List<String> tags = new ArrayList<>();
        int at = 0;
        while (true) {
            at = skip(value, at, " \t,");
            if (at == value.length()) {
                break;
            }
            int start = at;
            if (value.startsWith("W/", at)) {
                at += 2;
            }
            int close = at < value.length() && value.charAt(at) == '"' ? value.indexOf('"', at + 1) : -1;
            if (close < 0 || !opaque(value.substring(at + 1, close))) {
                throw malformed(header);
            }
            tags.add(value.substring(start, close + 1));
            at = skip(value, close + 1, " \t");
            if (at < value.length() && value.charAt(at) != ',') {
                throw malformed(header);
            }
        }
        if (tags.isEmpty()) {
            throw malformed(header);
        }
        return tags;
    }

    private static int skip(String value, int at, String skipped) {
        while (at < value.length() && skipped.indexOf(value.charAt(at)) >= 0) {
            at++;
        }
        return at;
    }

    private static boolean opaque(String tag) {
        return tag.chars().allMatch(c -> c == 0x21 || c >= 0x23 && c <= 0x7E || c >= 0x80);
    }

    private static ApiError malformed(String header) {
        return ApiError.invalidHeader(header, "must be * or a list of quoted entity tags, such as \"7\"");
    }
}
