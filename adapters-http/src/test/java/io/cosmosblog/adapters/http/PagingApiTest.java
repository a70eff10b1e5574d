package io.cosmosblog.adapters.http;

import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.http.TestApi.Member;
import io.cosmosblog.application.port.Page;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.PostId;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import static org.assertj.core.api.Assertions.assertThat;

/** {@code limit} and {@code continuation}: the storage adapter's tokens pass through the HTTP layer untouched. */
class PagingApiTest {

    private static final int COMMENTS = 7;

    @RegisterExtension
    static final TestApi api = new TestApi();
    private static Member ann;
    private static String talkative;
    private static String quiet;
    private static final List<String> commentIds = new ArrayList<>();

    @BeforeAll
    static void prepare() {
        ann = api.register("ann");
        talkative = api.write(ann, "Much said");
        quiet = api.write(ann, "Little said");
        for (int i = 1; i <= COMMENTS; i++) {
            commentIds.add(api.comment(ann, talkative, "comment " + i));
        }
        api.comment(ann, quiet, "the only one");
        api.send("POST", "/api/posts/" + talkative + "/likes", ann.token(), null).expect(201);
        api.awaitProjections();
    }

    private static String continuing(String token) {
        return "continuation=" + URLEncoder.encode(token, StandardCharsets.UTF_8);
    }

    /** The first page of {@code talkative}'s comments, two to a page. */
    private static String secondPageToken() {
        JsonNode first = api.get("/api/posts/" + talkative + "/comments?limit=2").expect(200).json();
        assertThat(first.get("continuation").isTextual()).as("a continuation in %s", first).isTrue();
        return first.get("continuation").asText();
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "101", "-1", "abc", "1.5", "", "1e2", "99999"})
    void a_limit_out_of_range_or_not_a_whole_number_is_400_naming_limit(String limit) {
        for (String list : List.of("/api/posts/" + talkative + "/comments", "/api/posts/" + talkative + "/likes",
                "/api/users/" + ann.id() + "/posts", "/api/feed")) {
            JsonNode error = api.sendingInvalid("GET", list + "?limit=" + limit, null, null).error(400, "invalid_value");
            assertThat(error.get("field").asText()).as(list).isEqualTo("limit");
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 100})
    void the_limits_of_the_range_are_accepted(int limit) {
        JsonNode page = api.get("/api/posts/" + talkative + "/comments?limit=" + limit).expect(200).json();

        assertThat(page.get("items")).hasSize(Math.min(limit, COMMENTS));
    }

    @Test
    void walking_the_comments_page_by_page_returns_each_once_in_order() {
        List<String> seen = new ArrayList<>();
        List<Integer> pageSizes = new ArrayList<>();
        String query = "limit=3";
        while (query != null) {
            JsonNode page = api.get("/api/posts/" + talkative + "/comments?" + query).expect(200).json();
            page.get("items").forEach(comment -> seen.add(comment.get("id").asText()));
            pageSizes.add(page.get("items").size());
            JsonNode next = page.get("continuation");
            query = next.isNull() ? null : "limit=3&" + continuing(next.asText());
            assertThat(pageSizes).as("pages so far").hasSizeLessThanOrEqualTo(COMMENTS);
        }

        assertThat(seen).containsExactlyElementsOf(commentIds);
        assertThat(pageSizes).containsExactly(3, 3, 1);
    }

    @Test
    void the_token_handed_out_is_the_storage_adapters_own_unwrapped() {
        String token = secondPageToken();

        // The port itself accepts it: the HTTP layer added nothing around it.
        Page<Comment> fromThePort = api.ports().comments()
                .on(new PostId(talkative), new PageRequest(2, Optional.of(token)));
        JsonNode overHttp = api.get("/api/posts/" + talkative + "/comments?limit=2&" + continuing(token))
                .expect(200).json();

        List<String> thirdAndFourth = commentIds.subList(2, 4);
        assertThat(fromThePort.items()).extracting(comment -> comment.id().value()).containsExactlyElementsOf(thirdAndFourth);
        assertThat(overHttp.get("items").findValuesAsText("id")).containsExactlyElementsOf(thirdAndFourth);
        assertThat(overHttp.get("continuation").asText()).isEqualTo(fromThePort.continuation().orElseThrow());
    }

    @Test
    void a_comment_token_does_not_continue_another_posts_comments_nor_the_likes_nor_a_users_posts() {
        String token = secondPageToken();

        for (String list : List.of("/api/posts/" + quiet + "/comments", "/api/posts/" + talkative + "/likes",
                "/api/users/" + ann.id() + "/posts")) {
            JsonNode error = api.get(list + "?" + continuing(token)).error(400, "invalid_value");
            assertThat(error.get("field").asText()).as(list).isEqualTo("continuation");
            assertThat(error.get("message").asText()).as(list).isEqualTo("is not a continuation of this list");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "garbage!", "AAAA", "Y29tbWVudHMv", "%25"})
    void a_made_up_or_mangled_token_is_400_naming_continuation(String token) {
        JsonNode error = api.get("/api/posts/" + talkative + "/comments?continuation=" + token)
                .error(400, "invalid_value");

        assertThat(error.get("field").asText()).isEqualTo("continuation");
    }

    @ParameterizedTest
    @ValueSource(strings = {"continuation=x", "continuation=", "continuation", "limit=10&continuation=x",
            "continuation=%25", "continuation=Y29tbWVudHMv"})
    void the_feed_has_no_pages_so_any_continuation_is_400_naming_continuation(String query) {
        JsonNode error = api.get("/api/feed?" + query).error(400, "invalid_value");

        assertThat(error.get("field").asText()).isEqualTo("continuation");
        assertThat(error.get("message").asText())
                .isEqualTo("the feed has no further pages; ask for up to 100 with limit");
    }

    @Test
    void the_feed_answers_without_a_continuation_and_takes_a_comments_token_for_none() {
        JsonNode feed = api.get("/api/feed?limit=1").expect(200).json();

        assertThat(feed.get("items")).hasSize(1);
        assertThat(feed.has("continuation")).as("continuation in %s", feed).isFalse();
        api.get("/api/feed?" + continuing(secondPageToken())).error(400, "invalid_value");
    }

    @Test
    void a_token_changed_in_the_list_it_names_is_refused() {
        String token = secondPageToken();
        String changed = (token.startsWith("A") ? "B" : "A") + token.substring(1);

        JsonNode error = api.get("/api/posts/" + talkative + "/comments?limit=2&" + continuing(changed))
                .error(400, "invalid_value");

        assertThat(error.get("field").asText()).isEqualTo("continuation");
    }
}
