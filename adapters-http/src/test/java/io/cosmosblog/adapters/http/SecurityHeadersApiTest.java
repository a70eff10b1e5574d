package io.cosmosblog.adapters.http;

import io.cosmosblog.adapters.http.TestApi.Reply;
import io.cosmosblog.adapters.http.security.RateLimit;
import io.cosmosblog.adapters.http.security.SecurityHeaders;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import static org.assertj.core.api.Assertions.assertThat;

/** Every answer, page or API, success or error, carries the security headers; HSTS only over HTTPS. */
class SecurityHeadersApiTest {

    @RegisterExtension
    static final TestApi api = new TestApi();

    @RegisterExtension
    static final TestApi behindProxy = TestApi.limited(RateLimit.OFF, RateLimit.OFF, true);

    @ParameterizedTest
    @ValueSource(strings = {"/", "/index.html", "/js/app.js", "/app.css", "/api/feed", "/api/posts/no-such-post",
            "/no/such/page", "/openapi.yaml", "/health"})
    void every_answer_carries_them(String path) {
        Reply reply = fetch(path);

        assertThat(reply.header("Content-Security-Policy")).isEqualTo(SecurityHeaders.CONTENT_SECURITY_POLICY)
                .contains("default-src 'self'", "frame-ancestors 'none'", "base-uri 'none'", "form-action 'self'")
                .doesNotContain("unsafe-inline", "unsafe-eval");
        assertThat(reply.header("X-Content-Type-Options")).isEqualTo("nosniff");
        assertThat(reply.header("X-Frame-Options")).isEqualTo("DENY");
        assertThat(reply.header("Referrer-Policy")).isEqualTo("no-referrer");
        assertThat(reply.header("Strict-Transport-Security")).as("HSTS over plain HTTP").isNull();
    }

    @Test
    void an_error_answer_carries_them_too() {
        Reply reply = api.sendingInvalid("POST", "/api/posts", null, "{}");

        assertThat(reply.status()).isEqualTo(401);
        assertThat(reply.header("Content-Security-Policy")).isEqualTo(SecurityHeaders.CONTENT_SECURITY_POLICY);
    }

    @Test
    void hsts_when_a_trusted_proxy_says_the_request_came_over_https() {
        Reply https = behindProxy.page(behindProxy.request("/").header("X-Forwarded-Proto", "https").GET());
        Reply http = behindProxy.page(behindProxy.request("/").header("X-Forwarded-Proto", "http").GET());
        Reply untrusted = api.page(api.request("/").header("X-Forwarded-Proto", "https").GET());

        assertThat(https.header("Strict-Transport-Security")).isEqualTo("max-age=31536000");
        assertThat(http.header("Strict-Transport-Security")).isNull();
        assertThat(untrusted.header("Strict-Transport-Security")).as("a header any client can send").isNull();
    }

    @Test
    void the_front_page_has_no_inline_script_or_style() {
        String page = api.page("/").expect(200).body();

        assertThat(page).doesNotContainPattern("<script(?![^>]*\\bsrc=)[^>]*>")
                .doesNotContain("<style", " style=", "onclick=", "onload=", "javascript:", "data:");
    }

    /**
     * The front page's own files are not the API's, and openapi.yaml does not describe them; a
     * path that leads nowhere is a request bad on purpose. Anything else is checked as any request.
     */
    private static Reply fetch(String path) {
        return switch (path) {
            case "/", "/index.html", "/js/app.js", "/app.css" -> api.page(path);
            case "/no/such/page" -> api.sendingInvalid("GET", path, null, null);
            default -> api.get(path);
        };
    }
}
