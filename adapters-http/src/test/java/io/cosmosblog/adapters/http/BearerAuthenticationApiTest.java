package io.cosmosblog.adapters.http;

import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.http.TestApi.Member;
import io.cosmosblog.adapters.http.TestApi.Reply;
import io.cosmosblog.domain.user.AccessToken;
import io.cosmosblog.domain.user.UserId;
import java.net.http.HttpRequest.BodyPublishers;
import java.net.http.HttpRequest;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import static org.assertj.core.api.Assertions.assertThat;

/** {@code Authorization: Bearer <token>}: anything else is a 401 with a challenge, and nothing happens. */
class BearerAuthenticationApiTest {

    private static final String SEND_A_TOKEN = "send Authorization: Bearer <token>, the token from creating your user";

    @RegisterExtension
    static final TestApi api = new TestApi();
    private static Member ann;
    private static String post;

    @BeforeAll
    static void prepare() {
        ann = api.register("ann");
        post = api.write(ann, "Liked by whoever can prove it");
    }

    /**
     * Likes {@code post} with the given Authorization header, or none when it is null: a header
     * that is missing, malformed or (to openapi.yaml's validator) of a scheme in another case, so
     * only the answer is checked against the description.
     */
    private static Reply like(String post, String authorization) {
        HttpRequest.Builder request = api.request("/api/posts/" + post + "/likes").POST(BodyPublishers.noBody());
        if (authorization != null) {
            request.header("Authorization", authorization);
        }
        return api.sendingInvalid(request);
    }

    static Stream<Arguments> refusals() {
        String strangersToken = AccessToken.issueFor(UserId.generate()).value();
        String annsIdWithAnotherSecret = AccessToken.issueFor(new UserId(ann.id())).value();
        return Stream.of(
                Arguments.of("no header", null, SEND_A_TOKEN),
                Arguments.of("another scheme", "Basic " + ann.token(), SEND_A_TOKEN),
                Arguments.of("a token without a scheme", ann.token(), SEND_A_TOKEN),
                Arguments.of("the scheme alone", "Bearer", SEND_A_TOKEN),
                Arguments.of("an empty token", "Bearer    ", SEND_A_TOKEN),
                Arguments.of("a malformed token", "Bearer garbage", "the access token is malformed"),
                Arguments.of("a token cut short", "Bearer " + ann.token().substring(0, ann.token().length() - 1),
                        "the access token is malformed"),
                Arguments.of("the token of no user", "Bearer " + strangersToken, "the access token is not valid"),
                Arguments.of("a wrong secret", "Bearer " + annsIdWithAnotherSecret, "the access token is not valid"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("refusals")
    void is_401_with_a_bearer_challenge(String what, String authorization, String message) {
        Reply reply = like(post, authorization);

        JsonNode error = reply.error(401, "not_authenticated");
        assertThat(error.get("message").asText()).isEqualTo(message);
        assertThat(reply.header("WWW-Authenticate")).isEqualTo("Bearer");
        assertThat(api.get("/api/posts/" + post + "/likes").expect(200).json().get("items")).isEmpty();
    }

    @Test
    void a_refused_command_with_a_body_is_401_before_the_body_is_read() {
        Reply reply = api.sendingInvalid("POST", "/api/posts", null, "{\"title\":\"t\",\"content\":\"c\"}");

        reply.error(401, "not_authenticated");
        assertThat(reply.header("WWW-Authenticate")).isEqualTo("Bearer");
    }

    @ParameterizedTest
    @ValueSource(strings = {"Bearer ", "bearer ", "BEARER ", "bEaReR  "})
    void the_scheme_is_case_insensitive_and_spaces_around_the_token_do_not_count(String scheme) {
        String likedPost = api.write(ann, "Liked with " + scheme.strip());

        JsonNode like = like(likedPost, scheme + ann.token()).expect(201).json();

        assertThat(like.get("userId").asText()).isEqualTo(ann.id());
        assertThat(like.get("postId").asText()).isEqualTo(likedPost);
    }
}
