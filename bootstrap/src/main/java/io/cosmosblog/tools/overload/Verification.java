package io.cosmosblog.tools.overload;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.InetAddress;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/** Reads every acknowledged write back over HTTP and lists what is missing or differs from what was answered. */
final class Verification {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final RawHttp http;
    private final InetAddress address;
    private final List<String> problems = new ArrayList<>();

    Verification(RawHttp http, InetAddress address) {
        this.http = http;
        this.address = address;
    }

    List<String> check(Acknowledged acknowledged) throws IOException {
        for (Acknowledged.Post post : acknowledged.posts()) {
            JsonNode stored = get("/api/posts/" + post.id());
            if (stored == null) {
                problems.add("post " + post.id() + " is missing");
            } else if (!post.title().equals(stored.get("title").asText()) || !post.content().equals(stored.get("content").asText())) {
                problems.add("post " + post.id() + " differs from what was answered");
            }
        }
        Map<String, List<Acknowledged.Comment>> comments = acknowledged.comments().stream()
                .collect(Collectors.groupingBy(Acknowledged.Comment::postId));
        for (var entry : comments.entrySet()) {
            Map<String, String> stored = all("/api/posts/" + entry.getKey() + "/comments", item -> item.get("id").asText(),
                    item -> item.get("content").asText());
            for (Acknowledged.Comment comment : entry.getValue()) {
                if (!comment.content().equals(stored.get(comment.id()))) {
                    problems.add("comment " + comment.id() + " on post " + comment.postId() + " is missing or differs");
                }
            }
        }
        Map<String, List<Acknowledged.Like>> likes = acknowledged.likes().stream()
                .collect(Collectors.groupingBy(Acknowledged.Like::postId));
        for (var entry : likes.entrySet()) {
            Set<String> stored = new HashSet<>(all("/api/posts/" + entry.getKey() + "/likes", item -> item.get("userId").asText(),
                    item -> "").keySet());
            for (Acknowledged.Like like : entry.getValue()) {
                if (!stored.contains(like.userId())) {
                    problems.add("the like of " + like.userId() + " on post " + like.postId() + " is missing");
                }
            }
        }
        return problems;
    }

    private JsonNode get(String path) throws IOException {
        RawHttp.Answer answer = http.send(address, "GET", path, null, null);
        return answer.status() == 200 ? JSON.readTree(answer.body()) : null;
    }

    /** Every item of a paged list, keyed. */
    private Map<String, String> all(String path, Function<JsonNode, String> key, Function<JsonNode, String> value)
            throws IOException {
        Map<String, String> items = new java.util.HashMap<>();
        String continuation = null;
        do {
            String page = path + "?limit=100" + (continuation == null ? ""
                    : "&continuation=" + java.net.URLEncoder.encode(continuation, java.nio.charset.StandardCharsets.UTF_8));
            JsonNode answer = get(page);
            if (answer == null) {
                problems.add(path + " does not answer");
                return items;
            }
            answer.get("items").forEach(item -> items.put(key.apply(item), value.apply(item)));
            continuation = answer.hasNonNull("continuation") ? answer.get("continuation").asText() : null;
        } while (continuation != null);
        return items;
    }
}
