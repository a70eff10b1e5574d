package io.cosmosblog.bootstrap.history;

import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.bootstrap.history.BlogModel.Post;
import io.cosmosblog.bootstrap.history.BlogModel.User;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Every read of the blog compared with the model: Q1 each user, Q3 their posts, Q2 each post with
 * its counts, Q4 its comments, Q5 its likes, Q6 the feed; which tokens work; and, on the local
 * store, that no erased text is left in the store's files.
 */
final class Reads {

    private Reads() {
    }

    static void check(Api api, BlogModel model, String where) {
        for (User user : model.users) {
            checkUser(api, model, user, where);
        }
        for (Post post : model.posts) {
            checkPost(api, model, post, where);
        }
        Api.Answer feed = okOrBroken(api.get("/api/feed?limit=100"), where);
        Broken.unlessEqual(ids(model.feed()), field(feed.json().path("items"), "postId"), "Q6 the feed lists the newest posts",
                where + " " + feed);
        checkSummaries(model, model.feed(), feed, where);
    }

    static void checkTokens(Api api, BlogModel model, String where) {
        for (User user : model.users) {
            for (String token : user.tokens) {
                boolean works = !user.erased && token.equals(user.token);
                // A like taken back from a post that does not exist: 404 once the token is taken, 401 before.
                Api.Answer probe = api.send("DELETE", "/api/posts/" + user.id + "/likes", null, token);
                noServerError(probe, where);
                Broken.unlessEqual(works ? 404 : 401, probe.status(), works ? "a token in use works" : "a replaced, signed-out or erased token answers 401",
                        where + " user " + user.id + (user.erased ? " (erased)" : "") + " " + probe);
            }
        }
    }

    /** Every text the model erased and does not hold again, looked for in every file of the data directory. */
    static void checkFiles(Path directory, BlogModel model, String where) {
        Set<String> gone = new HashSet<>(model.erasedText);
        gone.removeAll(model.liveText());
        if (gone.isEmpty()) {
            return;
        }
        try (Stream<Path> files = Files.list(directory)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                String bytes = new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1);
                for (String text : gone) {
                    Broken.unless(!bytes.contains(new String(text.getBytes(StandardCharsets.UTF_8), StandardCharsets.ISO_8859_1)),
                            "erased text is nowhere on disk", where + " '" + text + "' is in " + file.getFileName());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void checkUser(Api api, BlogModel model, User user, String where) {
        Api.Answer q1 = api.get("/api/users/" + user.id);
        noServerError(q1, where);
        if (user.erased) {
            Broken.unlessEqual(404, q1.status(), "Q1 an erased user is gone", where + " " + q1);
            Api.Answer q3 = api.get("/api/users/" + user.id + "/posts?limit=100");
            noServerError(q3, where);
            Broken.unless(q3.status() == 404 || q3.status() == 200 && q3.json().path("items").isEmpty(),
                    "Q3 an erased user lists no posts", where + " " + q3);
            return;
        }
        Broken.unlessEqual(200, q1.status(), "Q1 a user is there", where + " " + q1);
        Broken.unlessEqual(user.name, q1.text("username"), "Q1 a user's name", where + " " + q1);
        Api.Answer q3 = okOrBroken(api.get("/api/users/" + user.id + "/posts?limit=100"), where);
        List<Post> expected = model.postsOf(user.id);
        Broken.unlessEqual(ids(expected), field(q3.json().path("items"), "postId"), "Q3 a user's posts, newest first", where + " " + q3);
        checkSummaries(model, expected, q3, where);
    }

    private static void checkSummaries(BlogModel model, List<Post> expected, Api.Answer page, String where) {
        JsonNode items = page.json().path("items");
        for (int i = 0; i < expected.size(); i++) {
            Post post = expected.get(i);
            JsonNode item = items.get(i);
            String context = where + " " + page.request() + " item " + i + ": " + item;
            Broken.unlessEqual(post.title, item.path("title").asText(), "Q3/Q6 a short post's title", context);
            Broken.unlessEqual(post.liveComments().size(), item.path("commentCount").asInt(), "Q3/Q6 a short post's comment count", context);
            Broken.unlessEqual(post.likers.size(), item.path("likeCount").asInt(), "Q3/Q6 a short post's like count", context);
            Broken.unlessEqual(nameOf(model, post.author), item.path("userUsername").asText(), "Q3/Q6 a short post's author name", context);
        }
    }

    private static void checkPost(Api api, BlogModel model, Post post, String where) {
        Api.Answer q2 = api.get("/api/posts/" + post.id);
        Api.Answer q4 = api.get("/api/posts/" + post.id + "/comments?limit=100");
        Api.Answer q5 = api.get("/api/posts/" + post.id + "/likes?limit=100");
        noServerError(q2, where);
        noServerError(q4, where);
        noServerError(q5, where);
        if (post.deleted) {
            Broken.unlessEqual(404, q2.status(), "Q2 a deleted post is gone", where + " " + q2);
            Broken.unlessEqual(404, q4.status(), "Q4 a deleted post lists no comments", where + " " + q4);
            Broken.unlessEqual(404, q5.status(), "Q5 a deleted post lists no likes", where + " " + q5);
            return;
        }
        Broken.unlessEqual(200, q2.status(), "Q2 a post is there", where + " " + q2);
        JsonNode stored = q2.json();
        String context = where + " " + q2;
        Broken.unlessEqual(post.title + "\n" + post.content, stored.path("title").asText() + "\n" + stored.path("content").asText(),
                "Q2 a post's title and content", context);
        Broken.unlessEqual(post.author, stored.path("userId").asText(), "Q2 a post's author", context);
        Broken.unlessEqual(nameOf(model, post.author), stored.path("userUsername").asText(), "Q2 a post's author name", context);
        Broken.unlessEqual(post.liveComments().size(), stored.path("commentCount").asInt(), "Q2 a post's comment count", context);
        Broken.unlessEqual(post.likers.size(), stored.path("likeCount").asInt(), "Q2 a post's like count", context);
        Broken.unlessEqual(200, q4.status(), "Q4 a post's comments", where + " " + q4);
        // Oldest first; comments of the same millisecond may come in either order (Cosmos DB sorts by date alone).
        List<JsonNode> comments = new ArrayList<>();
        q4.json().path("items").forEach(comments::add);
        for (int i = 1; i < comments.size(); i++) {
            Broken.unless(!created(comments.get(i - 1)).isAfter(created(comments.get(i))),
                    "Q4 a post's comments, oldest first", where + " " + q4);
        }
        comments.sort(Comparator.comparing(Reads::created)
                .thenComparing(item -> item.path("id").asText()));
        List<BlogModel.Comment> live = post.liveComments().stream()
                .sorted(Comparator.comparing(BlogModel.Comment::created).thenComparing(BlogModel.Comment::id)).toList();
        Broken.unlessEqual(live.stream().map(BlogModel.Comment::id).toList(), field(comments, "id"), "Q4 a post's comments", where + " " + q4);
        for (int i = 0; i < comments.size(); i++) {
            BlogModel.Comment comment = live.get(i);
            JsonNode item = comments.get(i);
            Broken.unlessEqual(comment.content(), item.path("content").asText(), "Q4 a comment's text", where + " " + item);
            Broken.unlessEqual(nameOf(model, comment.author()), item.path("userUsername").asText(), "Q4 a comment's author name",
                    where + " " + item);
        }
        Broken.unlessEqual(200, q5.status(), "Q5 a post's likes", where + " " + q5);
        Broken.unlessEqual(new HashSet<>(post.likers), new HashSet<>(field(q5.json().path("items"), "userId")), "Q5 a post's likes",
                where + " " + q5);
    }

    private static Instant created(JsonNode item) {
        return Instant.parse(item.path("creationDate").asText());
    }

    private static String nameOf(BlogModel model, String userId) {
        return model.user(userId).map(user -> user.name).orElse("?");
    }

    static Api.Answer okOrBroken(Api.Answer answer, String where) {
        noServerError(answer, where);
        Broken.unlessEqual(200, answer.status(), "a read answers 200", where + " " + answer);
        return answer;
    }

    /** 507 is the answer of a full store, not a failure of the service; every other 5xx is. */
    static void noServerError(Api.Answer answer, String where) {
        Broken.unless(answer.status() < 500 || answer.status() == 507, "never a 5xx", where + " " + answer);
    }

    private static List<String> ids(List<Post> posts) {
        return posts.stream().map(post -> post.id).toList();
    }

    private static List<String> field(Iterable<JsonNode> items, String name) {
        List<String> values = new ArrayList<>();
        items.forEach(item -> values.add(item.path(name).asText()));
        return values;
    }
}
